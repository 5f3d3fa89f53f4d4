// Package parser reads PGN and PGN-like game scores: tags, movetext,
// comments, NAGs, variations and results, each with its position in the
// input. It is syntax only: it never decides whether a move is legal or even
// which language a move is written in. Replaying moves is a later step that
// combines a Game with package board.
//
// The reader works on a stream (Reader), keeps only the current game's bytes
// in memory, recovers from a syntax error by skipping to the next game, and
// hands every game back with its exact input bytes (Game.Raw) so that a
// rejected game can be written out verbatim.
//
// ParseSAN turns one move token into the language-neutral board.SAN using a
// table of piece letters (Letters); English is built in, other languages are
// data supplied by package locales.
package parser
