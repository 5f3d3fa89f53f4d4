package parser

import (
	"bytes"
	"testing"
	"unsafe"
)

// TestMoveSize: a game has a node per move; issue 13 asks for at most
// 48 bytes.
func TestMoveSize(t *testing.T) {
	t.Parallel()
	if n := unsafe.Sizeof(Move{}); n > 48 {
		t.Errorf("Move is %d bytes, want at most 48", n)
	}
}

// TestMovePos: a move's packed position gives back what it was set to,
// a line that started more than 4 GB before the move included.
func TestMovePos(t *testing.T) {
	t.Parallel()
	for _, p := range []Pos{
		{},
		{Offset: 10, Line: 1, LineStart: 0},
		{Offset: 1 << 40, Line: 1 << 30, LineStart: 1<<40 - 7},
		{Offset: 5 << 32, Line: 2, LineStart: 0},     // far line
		{Offset: farLine, Line: 2, LineStart: 0},     // just far
		{Offset: farLine - 1, Line: 2, LineStart: 0}, // just near
		{Offset: 100, Line: 3, LineStart: 200},       // not a line start before it
	} {
		var m Move
		m.setPos(p)
		if got := m.Pos(); got != p {
			t.Errorf("setPos(%+v): Pos() = %+v", p, got)
		}
	}
}

// TestNewMove: a move built in code has what it was given, no position.
func TestNewMove(t *testing.T) {
	t.Parallel()
	v := &Line{}
	m := NewMove([]byte("Nf3"), []uint8{1}, []Comment{{Text: "b"}}, []Comment{{Text: "a"}}, []*Line{v})
	if !bytes.Equal(m.Text(), []byte("Nf3")) || m.Pos().IsValid() || m.Number() != 0 ||
		len(m.NAGs()) != 1 || m.Before()[0].Text != "b" || m.After()[0].Text != "a" || m.Variations()[0] != v {
		t.Errorf("NewMove: %q %+v %d %v %v %v %v", m.Text(), m.Pos(), m.Number(), m.NAGs(), m.Before(), m.After(), m.Variations())
	}
	if m := NewMove([]byte("e4"), nil, nil, nil, nil); m.notes != nil || m.NAGs() != nil || m.Variations() != nil {
		t.Error("a plain move has notes")
	}
}
