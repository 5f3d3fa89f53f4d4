package prose

import (
	"strings"
	"testing"
)

// TestPrinciples: each row is one rule of reading real text, on a short
// text that needs it (the realtext pages it came from named): the main
// line read, or where the game stops with an error ("stop at TOKEN").
func TestPrinciples(t *testing.T) {
	for _, c := range []struct {
		name string
		text string
		want string
	}{
		// fr/anglaise: a web table flattened, its numbers "1/".
		{"numbers written 1/", "1/ c4 - c5 ;\n2/ Cc3 - Cc6 ;\n3/ g3 - g6 ;", "c4 c5 Nc3 Nc6 g3 g6"},
		// fr/anglaise: a square named in quotes in a sentence is the
		// sentence's; the words around the quotes show it.
		{"a square in quotes", "1. e4 e5 2. Nf3\nLe pion noir protège la case \"d6\" avec le Cavalier:\nNc6 3. Bb5", "e4 e5 Nf3 Nc6 Bb5"},
		// de/paulsen-morphy: a replay widget flattened to text glues
		// both sides' castling, and the next number to a castling.
		{"castling glued to castling", "1.e4e52.Sf3Sc63.Lc4Lc54.d3Sf65.O-OO-O6.c3d6", "e4 e5 Nf3 Nc6 Bc4 Bc5 d3 Nf6 O-O O-O c3 d6"},
		{"castling glued to the next number", "1.e4e52.Sf3Sc63.Lc4Lc54.d3Sf65.O-O O-O6.c3d6", "e4 e5 Nf3 Nc6 Bc4 Bc5 d3 Nf6 O-O O-O c3 d6"},
		{"long castling not cut", "1.d4d52.Sc3Sc63.Lf4Lf54.Dd2Dd75.O-O-OO-O-O6.e3", "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O e3"},
		// fr/anglaise: the dash that joins a pair glued to castling.
		{"castling glued to a dash", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0- Nf6 5. d3", "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3"},
		// sv/skage-macieja: a word in the numbered move's place, as a
		// resignation is written, ends the game; the line quoted with the
		// same number after it is commentary.
		{"a word in the move's place", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. uppg.\nJa, 4. Ba4 Nf6 vinner.", "e4 e5 Nf3 Nc6 Bb5 a6"},
		{"a move in the move's place", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6.", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6"},
		// sv/skage-macieja: a capture of nothing ("Txf2" with f2 empty)
		// earns no move's credit, but a numbered one is still read.
		{"a capture of nothing", "1. e4 e5 2. Nxf3 Nc6 3. Bb5", "e4 e5 Nf3 Nc6 Bb5"},
		// sv/skage-macieja: "(B 48)" before the game: the ')' after the
		// number closes the bracket (it once left the text unread).
		{"a number closing a bracket", "SICILIAN (B 48)\n1. e4 c5 2. Nf3 Nc6", "e4 c5 Nf3 Nc6"},
		// hu/keres-szmiszlov: a game's number in a heading ("108.")
		// with words after it numbers no move: it quotes no line, and
		// the game's "1." after the words is the main line's.
		{"a number with words after it", "108. SPANYOL MEGNYITÁS Kérész Szmiszlov 1. e4, e5 2. Hf3, Hc6", "e4 e5 Nf3 Nc6"},
		{"a number with a piece letter apart after it", "1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 (3... Nd4 4. N: d4 ed) 4. d4", "e4 e5 Nf3 Nc6 Nc3 Nf6 d4"},
		// pl/alechin-bogoljubow: one English letter in a Polish score
		// (the bishop is G): after its number, where no letter of the
		// game's reads it and it is the one legal reading, read so.
		{"another set's piece letter after its number", "1. e4 e5 2. Sf3 Sc6 3. Bb5 a6 4. Ga4 Sf6 5. O-O Ge7", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7"},
		{"another set's piece letter unnumbered", "1. e4 e5 2. Sf3 Sc6 3. Gc4 Gc5 4. c3 Sf6 5. d4 exd4 6. cxd4 Bb4+ 7. Gd2", "e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 stop at Bb4+"},
		// it/io-resto-a-casa: a time of day ("at 21:28") is no move
		// number "21:" glued to digits: it quoted no line before.
		{"a time of day", "1. e4 e5 2. Nf3 Nc6 sent at 21:28 Bb5 a6 4. Ba4", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4"},
		{"a time of day h:mm", "1. e4 e5 2. Nf3 Nc6 sent at 3:05 Bb5 a6", "e4 e5 Nf3 Nc6 Bb5 a6"},
		{"numbers written 1)", "1) e4 e5 2) Nf3 Nc6 3) Bb5", "e4 e5 Nf3 Nc6 Bb5"},
		// nl/euwe: a table whose rows came out Black's move first: no
		// reading follows its numbers, and a main line made of squares
		// named in the prose after it is no game: the error is at the
		// first numbered move.
		{"numbers no reading follows", "2. c5 × d4 d2 - d4 3. Pg8 - f6 Pf3 × d4 4.\n\nkan hij het toch direct doen: Pd4 × c6?", " stop at c5 × d4"},
		{"unnumbered moves, no number", "e4 e5 Nf3 Nc6 Bb5 a6", "e4 e5 Nf3 Nc6 Bb5 a6"},
		// The stop after unnumbered moves the main line kept is named
		// from where they leave the game (2..., not 1.).
		{"numbers no reading follows, after unnumbered moves", "e4 e5 Nf3 is how it goes.\n\n5. c5 × d4 d2 - d4 6. Pg8 - f6", "e4 e5 Nf3 stop at c5 × d4 at 2..."},
		// Spellings (issue 19 item 5): a dash typed twice, a sign apart
		// from its squares, another set's piece letter with Greek files.
		{"a dash typed twice", "1. e2--e4 e7--e5 2. Ng1--f3 Nb8--c6 3. Bf1--b5", "e4 e5 Nf3 Nc6 Bb5"},
		{"a capture sign apart", "1. e4 d5 2. e4 × d5 Qd8 : d5 3. Nb1 - c3", "e4 d5 exd5 Qxd5 Nc3"},
		{"a dash between a pair", "1. e4 - e5 2. Nf3 - Nc6 3. Bb5 - a6", "e4 e5 Nf3 Nc6 Bb5 a6"},
		{"a sign glued to one side", "1. e2- e4 d7 -d5 2. e4X d5 Qd8 :d5 3. Ng1 —f3", "e4 d5 exd5 Qxd5 Nf3"},
		// hu/tartakower-brody: a long-algebraic move the board refuses
		// is not cut at its dash into a move to its from-square ("Nb8")
		// and text ("—c6"): the game stops there.
		{"a long-algebraic move not cut at its dash", "1. e2—e4 e7—e5 2. Ng1—f3 Nb8—c6 3. Bf1—c4 Nb8—c6 4. d2—d3", "e4 e5 Nf3 Nc6 Bc4 stop at Nb8—c6"},
		// Castling with its dashes set apart (OCR, typeset text): one
		// move; read from its second O it would be a shorter castling
		// than the text writes, so the game stops there instead.
		{"castling with dashes apart", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0 - 0 Nf6 5. d3 O – O", "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 O-O"},
		{"long castling with dashes apart", "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O - O - O O -O - O", "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O"},
		{"long castling apart not read short", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O - O Nf6 5. d3 O - O - O", "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 stop at O - O - O"},
		// PGN's escape line: the strict reader skips it, so does the decoder.
		{"an escape line", "1. e4 e5 2. Nf3\n% 2...b6 3. Bc4\nNc6 3. Bb5", "e4 e5 Nf3 Nc6 Bb5"},
		{"a latin knight with greek files", "1.ε4 ε5 2.Ιζ3 Ιγ6 3.Αβ5 α6 4.Nγ3 Ιζ6", "e4 e5 Nf3 Nc6 Bb5 a6 Nc3 Nf6"},
		// "Sγ3" is a knight in German, a bishop in Czech: no reading.
		{"a foreign letter the sets disagree on", "1.ε4 ε5 2.Ιζ3 Ιγ6 3.Sγ3 Ιζ6 4.Αβ5", "e4 e5 Nf3 Nc6 stop at Sγ3 at 3."},
		// en/capablanca-snowden-1915 (task h19n): numbers without dots;
		// the game over in words ("and wins."), then another game's moves
		// with their numbers: where the main line wants another number, a
		// number without its dot before a move starts a quoted line, as
		// "9." would; its moves are never the main line's unnumbered
		// moves (48...Rg8 from "9 Bxg8 Rxg8" once).
		{"a number without its dot before a move", "1 e4 e5 2 Nf3 Nc6 3 Bc4 Bc5 and wins.\nAnother: 5 c3 5...f5 6 cxb4 Nf6 7 Nxe5 Nxe5 8 Qh5+ Ng6 9 Bxg8 Rxg8", "e4 e5 Nf3 Nc6 Bc4 Bc5"},
		{"a number without its dot in a sentence", "1 e4 e5 2 Nf3 Nc6 3 Bb5 and after 2 moves a6 4 Ba4", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4"},
		// fr/ep-nn (task h19n): a pawn move written with neither its
		// file nor a capture sign names a push; "d3" where only the c-pawn
		// can go (by capture) is no move: reading it as cxd3 would guess
		// the file, and here hid "D x d3" (Qxd3) left unread.
		{"a pawn push that only a capture reaches", "1. d4 d5 2. Nf3 Nf6 3. Nc3 Bf5 4. Bf4 c6 5. e3 e6 6. Bd3 Bxd3 7. d3 Be7 8. e4", "d4 d5 Nf3 Nf6 Nc3 Bf5 Bf4 c6 e3 e6 Bd3 Bxd3 stop at d3"},
		// FuzzDecode (task h19x): the same without numbers, the strict
		// reader's bxc4 from "c4": the decoder does not guess the file.
		{"a pawn push only a capture reaches, unnumbered", "d4 a6 c4 e6 Nc3 Bb4 e3 b5 a3 Bc3 bc c4", "d4 a6 c4 e6 Nc3 Bb4 e3 b5 a3 Bxc3+ bxc3 stop at c4"},
		{"a pawn capture with its file", "1. d4 d5 2. Nf3 Nf6 3. Nc3 Bf5 4. Bf4 c6 5. e3 e6 6. Bd3 Bxd3 7. cd3 Be7", "d4 d5 Nf3 Nf6 Nc3 Bf5 Bf4 c6 e3 e6 Bd3 Bxd3 cxd3 Be7"},
		// pl/carlsen-firouzja: a replay widget flattened to text glues a
		// sentence's full stop, or a word, to the next move number.
		{"a number glued to a sentence", "1.d4Sf62.c4e63.Sf3d5 Ten wariant jest popularny.4.Sc3Sbd7 5.Gg5h6", "d4 Nf6 c4 e6 Nf3 d5 Nc3 Nbd7 Bg5 h6"},
		// pl/carlsen-firouzja, sv/skage-macieja: a line quoted with a
		// number not the main line's, and in the same sentence a number
		// the main line wants: the quoted line may go on there as well.
		// (Task h19w: inside the sentence that quoted the line the line
		// goes on, so the reading stops after a6; the number the main
		// line wants, with a legal move and no word introducing it, is
		// then the refusal's place.)
		{"the main line's number in a quoted line's sentence", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 Also 3...Nf6 is played, and after 4. Ba4 Be7 5. O-O Black is fine",
			"e4 e5 Nf3 Nc6 Bb5 a6 two ways at Ba4/Nf6"},
		// (Task h35w: where the quoted line, played from its own number,
		// replays more of the moves written after that number than the
		// main line does, it goes on: 4...Nxe4 needs 3...Nf6, so the game
		// ends at a6. Where both replay as far, the text still reads two
		// ways, as in the row above.)
		{"the second of a numbered pair skipped", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 Also 3...Nf6 is played, and after 4. O-O Nxe4 5. d4 Black is fine",
			"e4 e5 Nf3 Nc6 Bb5 a6"},
		// el/radjabov: the main line resumed inside the quoted line's
		// sentence, where the quoted line replays every move written and
		// the main line needs a capture the text does not write (Ba6+).
		{"a quoted line that replays further than the resumed game", "1. e4 e5 2. Nf3 Nc6 3. Bc4 a6 Better was 3...Nf6, although after 4. d3 Be7 5. Ba6 the game is even",
			"e4 e5 Nf3 Nc6 Bc4 a6"},
		{"a quoted line that replays as far as the resumed game", "1. e4 e5 2. Nf3 Nc6 3. Bc4 a6 Better was 3...Nf6, although after 4. d3 Be7 5. O-O the game is even",
			"e4 e5 Nf3 Nc6 Bc4 a6 two ways at d3/Nf6"},
		// es/chigorin-defence: a word that introduces the move ("for
		// example") says the quoted line goes on: no refusal.
		{"the main line's number introduced in a quoted line's sentence", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 Also 3...Nf6 is played, for example 4. Ba4 Be7 5. O-O and Black is fine",
			"e4 e5 Nf3 Nc6 Bb5 a6"},
		// es/chigorin-defence, nl/dh5-truc: a legal move the numbering
		// wants, in a list of moves (nothing but moves before it on its
		// line, no word after it), is the main line's; the same number
		// later, discussed in prose, is an alternative.
		{"a listed move against a longer line discussed in prose", "1. e4 e5 2. Nf3 Nc6 3. Bb5\n3. Bc4 is the Italian: 3...Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Bd2 Bxd2+ is the main line there.\n3...a6 4. Ba4",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4"},
		{"a move alone on its line", "1. e4 e5\n2. Nf3\nThe knight attacks e5.\n2... Nc6!\nBlack defends. But 2... d6 3. d4 Nc6 4. Bb5 Bd7 5. Nc3 is another story.\n3. Bb5",
			"e4 e5 Nf3 Nc6 Bb5"},
		// da/henriksen: a new sentence after the main line's last move
		// starts with the number it wants next, and the move after it is
		// not legal there: an error, not a shorter game.
		{"the next number after a sentence, its move illegal", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 and then 2. Nc3 Nf6 3. Bc4 is the other game. 4. Bxf7 wins",
			"e4 e5 Nf3 Nc6 Bb5 a6 stop at Bxf7"},
		// fr/auger-meyer: a move between quotation marks in a sentence
		// is quoted, another line's.
		{"a move in quotation marks", "1. Nf3 d5 2. g3 Nf6 3. Bg2 c6 4. O-O Nbd7 5. d4 White prevents \"5 ...e5\". And so 5. ...e6 6. c4",
			"Nf3 d5 g3 Nf6 Bg2 c6 O-O Nbd7 d4 e6 c4"},
		// de/forum-game: a move alone on its line inside a sentence that
		// runs over lines is the sentence's, not a list's.
		{"a move on its own line inside a sentence", "1. e4 c5 2. Bc4\nOf the better moves is\n2. Nf3,\nwhich prepares d4.\n2... e6 3. Nf3 a6",
			"e4 c5 Bc4 e6 Nf3 a6"},
		// de/forum-game: a square named in a sentence, a word before it
		// and after its comma, where the numbering wants no move.
		{"a square between words", "1. e4 c5 2. Bc4 e6 3. Nf3 a6\nThe bishop belongs on g5, and it will go there.",
			"e4 c5 Bc4 e6 Nf3 a6"},
		// fr/tholoniat: the main line's last move written again after its
		// number ("18.Dxc2? 18.Dxc2 Fh6") restates it.
		{"a move written again after its number", "1. e4 e5 2. Nf3? 2. Nf3 Nc6 3. Bb5 a6", "e4 e5 Nf3 Nc6 Bb5 a6"},
		{"the main line's number after the quoted line's sentence", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 Also 3...Nf6 is played. 4. Ba4 Nf6 5. O-O",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O"},
		// fr/italienne: a word of the shape of a files-only capture after
		// the last move, no legal reading, a word after it: the
		// sentence's, not a move that stops the game. Right after its
		// number, or before a move number, it is still a stop.
		{"a files-only shape in a sentence after the last move", "1. e4 e5 2. Nf3 Nc6 3. Bb5, ce coup cloue le cavalier.", "e4 e5 Nf3 Nc6 Bb5"},
		{"a files-only shape after its number", "1. e4 e5 2. Nf3 Nc6 3. ce coup cloue le cavalier. 4. d4", "e4 e5 Nf3 Nc6 stop at ce"},
		{"a files-only shape between moves", "1. e4 e5 2. Nf3 Nc6 3. Bb5 ce 4. d4 a6", "e4 e5 Nf3 Nc6 Bb5 stop at ce"},
		// pt/abc-das, es/caballo-en-a5: a square that ends a sentence, a
		// word before it and a new sentence after its full stop, where
		// the numbering wants no move: the sentence's, not a move.
		{"a square ending a sentence", "1. e4 e5 2. Nf3 Nc6\nThe pawn may go to d4. Then White castles.", "e4 e5 Nf3 Nc6"},
		{"a move ending a list of moves", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6.\nThe Spanish.", "e4 e5 Nf3 Nc6 Bb5 a6"},
		// cs/velicka: a misnumbered move, then the text numbers the game
		// on, move after move, from just past where the main line
		// stopped: the game goes on in the text, and the error is at the
		// first numbered move after the main line's last.
		{"the game goes on past a misnumbered move", "1. e4 c5 2. Nf3 Nc6 3. Bb5 g6 9. b4 d6 was odd. 5. c3 Bg7 6. d4 cxd4 7. cxd4 Qb6 8. Nc3 Nxd4 9. Nxd4 Qxd4",
			"e4 c5 Nf3 Nc6 Bb5 g6 stop at b4"},
		{"analysis from an earlier number after the game", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Instead 2. Bc4 Nf6 3. d3 Bc5 4. c3 d6 5. O-O O-O 6. Re1 a6 7. h3 h6 is common.",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O"},
		{"a short line after the game", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 and 6. O-O Be7 7. Re1 would follow.",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6"},
		// Task h19t (the layout decides a line-start rival). es/edwinn,
		// en/opera_it, pt/salermo: a longer line quoted inside a line of
		// prose loses to the move heading a line, as the game is laid out.
		{"a line in prose against a move heading a line", "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\nOne continuation is: 4. Bxc6 dxc6 5. O-O f6 6. d4\n4. Ba4",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4"},
		// de/heigermoser: lines headed by the game's last number, written
		// under its move and discussed in prose, are side lines; their
		// count reaching the next number is theirs.
		{"side lines on lines of their own under the game's move", "1. e4 e5\n2. Nf3\n2. ... Nc6!\n2. ... d6 3. d4 exd4 4. Nxd4 is the Philidor.\n2. ... Nf6 3. Nxe5 d6 is the Petroff.",
			"e4 e5 Nf3 Nc6"},
		// it/gambetto-di-re: two moves heading lines with one number, and
		// the game's list going on past where the reading stops: the list
		// writes the number twice, an error at the second.
		{"a number written twice in the game's list", "1. e4 e5 2. f4\n\nThe gambit.\n\n2. Nf3\n\nNot 2. Bc4 Qh4+.\n\n2... Be7\n\n2. Bc4\n\n4. d3 d6 5. Bxf4",
			"e4 e5 f4 stop at Nf3"},
		// id/korban-semu: lines lettered "a." and "b." are variations,
		// whatever their numbers (they repeat the game's last moves).
		{"lettered variations", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 and now:\n\na. 3. Bb5 a6 4. Ba4 Nf6 5. O-O is the main road.\n\nb. 4. Bxc6 dxc6 5. O-O is the exchange.",
			"e4 e5 Nf3 Nc6 Bb5 a6"},
		// en/euwe-lesson-13 (task h19n): lines numbered in roman.
		{"roman-numbered variations", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 and now White has:\nI. 4. Ba4 Nf6 5. O-O.\nII. 4. Bxc6 dxc6 5. O-O.\nIII. 4. Bxc6 dxc6 5. d4.",
			"e4 e5 Nf3 Nc6 Bb5 a6"},
		// en/italian-game_chessbites: a bracket holding a line that
		// replaces the last move, never closed (the text ends): a side
		// line, not the game going on where its count reaches 29.
		{"an unclosed bracket replacing the last move", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 (3...Nf6 4. O-O Nxe4 5. d4 and Black",
			"e4 e5 Nf3 Nc6 Bb5 a6"},
		// A bracket right after a move, its first number that move's
		// again, holds the game's own line where the moves after it go
		// on from it (retract) ...
		{"a bracket holding the game's line", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 (3... Nf6 4. d3 Be7) 5. O-O O-O",
			"e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7 O-O O-O"},
		// ... but not where they go on from the move before it
		// (pt/vorobiov-chadaev: a long side line in "[…]", then "7.bxc3"):
		// the bracket is a side line, as brackets say, however long.
		{"a long bracket the game resumes after", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 [3... Nf6 4. d3 Be7 5. O-O O-O 6. Re1 d6 7. c3 a6] 4. c3 Nf6",
			"e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6"},
		// ... nor where the moves after it go on from the move before it
		// with Black's reply unnumbered, then White's number
		// (hu/fischer-burger: "7.Ff1! (7.cd4 … 11.Vf3 0–0!) Hd5 8.cd4"):
		// the count after it goes back from the bracket's last number.
		{"a bracket the game resumes after with an unnumbered reply", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 (4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7) Be7 5. O-O O-O",
			"e4 e5 Nf3 Nc6 Bc4 Nf6 d3 Be7 O-O O-O"},
		// Glyphs (task h35g): a symbol in a move's piece place that the
		// game's letter set does not read is the one piece kind the board
		// allows with the written moves after it replaying, the same kind
		// throughout (pt/vorobiov-chadaev's "19.¦f3 ¦h8", a font no table
		// knows: here "©", which no font of locales.Fonts has) ...
		{"a glyph one piece kind reads", "1.e4 e5 2.Cf3 Cc6 3.©b5 a6 4.©a4 Cf6 5.0-0 Be7 6.Te1 b5 7.©b3 d6",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6"},
		// ... refused where two kinds read as far (the knight's Ne1, the
		// rook's Rfe1, the queen's Qde1, then "7.©d2": Nbd2 or Qd2):
		// never a silent choice ...
		{"a glyph two piece kinds read", "1.e4 e5 2.Cf3 Cc6 3.Bc4 Bc5 4.0-0 Cf6 5.©e1 0-0 6.d3 d6 7.©d2 h6",
			"e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 stop at ©e1"},
		// ... but where a later move written with it is one kind's only
		// ("9.©f1": the rook from e1; the queen's reading left the rook on
		// f1, the knight's cannot), that kind reads further: the board
		// decides the first too ...
		{"a glyph a later move decides", "1.e4 e5 2.Cf3 Cc6 3.Bc4 Bc5 4.0-0 Cf6 5.©e1 0-0 6.c3 d6 7.d4 Bb6 8.h3 h6 9.©f1 a6",
			"e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 Re1 O-O c3 d6 d4 Bb6 h3 h6 Rf1 a6"},
		// ... and where the pawn's reading replays too (is/spassky's
		// "4. pc4": Bc4, or the pawn's c4), or where neither lets the
		// written move after it replay ...
		{"a glyph the bishop or the pawn reads", "1.e4 e5 2.Cf3 Cc6 3.d4 d6 4.©c4 Cf6 5.h3",
			"e4 e5 Nf3 Nc6 d4 d6 stop at ©c4"},
		{"a glyph only the pawn reads", "1.e4 e5 2.Cf3 Cc6 3.d3 d6 4.©c4 Cf6 5.h3",
			"e4 e5 Nf3 Nc6 d3 d6 c4 Nf6 h3"},
		// ... where the glyph contradicts itself later (the bishop's glyph
		// where only a knight can go), the game stops there ...
		{"a glyph that contradicts itself", "1.e4 e5 2.Cf3 Cc6 3.©b5 a6 4.©a4 Cf6 5.0-0 Be7 6.Te1 b5 7.©b3 d6 8.c3 0-0 9.h3 Ca5 10.©c2 c5 11.d4 Dc7 12.Cbd2 cxd4 13.cxd4 Bb7 14.©f1 Tac8",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Na5 Bc2 c5 d4 Qc7 Nbd2 cxd4 cxd4 Bb7 stop at ©f1"},
		// ... and a score whose every piece is a glyph (it/mazzotti-pirola)
		// has no letter set to stand out from: nothing anchors it, the
		// game stops at the first.
		{"a score all in glyphs", "1. e4 c5 2. ©f3 d6 3. d4 cxd4 4. ©xd4 ©f6 5. ©c3 g6 6. åe3 åg7",
			"e4 c5 stop at ©f3"},
		// A letter of a set the game's pieces rest on alone, read as one
		// piece until the board allows only another (it/ceschia-damore:
		// a font's code letters, B for the knight, read as the Greek
		// queen until "2...Bc6"): one symbol, two pieces; the game stops
		// at the first move written with it ...
		{"a letter the board reads as two pieces", "1.e4 e5 2.Bf3 Bc6 3.Cb5 Bf6",
			"e4 e5 stop at Bf3"},
		// ... but a misprint stops where it stands, when the letter does
		// not read as that other piece before it.
		{"a misprinted letter", "1.e4 e5 2.Nf3 Nc6 3.Nc4 Nf6 4.d3",
			"e4 e5 Nf3 Nc6 stop at Nc4"},
		// The symmetric case still refuses: two lists, nothing to weigh.
		{"two lists with one number", "1. e4 e5\n2. Nf3 Nc6\n2. Bc4 Nf6",
			"e4 e5 Nf3 Nc6 two ways at Nf3/Bc4"},
		// en/karstens, es/mitus-andnen: the list goes from "6.Qf3" over a
		// note that discusses "6...e5" inside its sentence to "6...Nbd7"
		// heading its line: the layout decides, the note's move is text.
		{"a list over a note to its next line", "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Qf3\nDie Idee von Df3 ist dass Weiß nach dem Zug 6...e5 7.Sf5 hat, und etwas besser steht.\n\n6...Nbd7 7.Be3",
			"e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Qf3 Nbd7 Be3"},
		// it/rossolimo: replies listed as bullets ("- ..g6"), dots and no
		// number, after the game's "4.Cc3 Dc7": the dots number nothing,
		// so the reply is no longer read as the game's (it was, with a
		// refusal elsewhere); cut from its page, the text still reads
		// two ways at that reply (the whole page reads exactly).
		{"a bulleted reply", "1.e4 c5 2.Cf3 Cc6 3.Ab5 Cf6\nIl database degli over 2200 ci dice che la mossa di gran lunga preferita è 4.Cc3.\n4.Cc3 Dc7\n\nB\n- ..g6 Si tratta della seconda scelta 5.e5 Cg4 6.Axc6 dxc6 7.h3 Ch6 8.g4\n- Il Bianco arroccherà lungo\n5.0–0 Cd4\n6.Te1 a6 7.Af1 Cg4 (7…e5 8.Ac4) 8.g3 Cxf3+ 9.Dxf3 Ce5 10.De2 e6 11.b3",
			"e4 c5 Nf3 Nc6 Bb5 Nf6 Nc3 Qc7 O-O Nd4 Re1 a6 Bf1 Ng4 g3 Nxf3+ Qxf3 Ne5 Qe2 e6 b3 two ways at Qc7/g6"},
		// es/mitus-andnen (task h35w): a table's Black move written "... Ag4"
		// heading its line, after a sentence that quoted an alternative to
		// White's move ("Otra buena jugada era 6. d5."): the main line may
		// resume there as at its number, and the board decides.
		{"dots heading a line after a quoted line's sentence", "1. e4 e5\n2. Nf3 ...\nAnother good move was 2. Nc3.\n... Nc6\n3. Bb5 ...",
			"e4 e5 Nf3 Nc6 Bb5"},
		// Task h35w (pl/carlsen, pt/mackenzie): a numbered move read as
		// text while a later move with its number is the main line's. The
		// text that comes back to the skipped move's reading decides; the
		// one whose line stops in its sentence still reads two ways (only
		// its verbs, "would be wise" against "played", tell them apart).
		{"a skipped move whose reading the text comes back to", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 Also 3...Nf6 4. O-O Nxe4 5. d4 Nd6 6. Bxc6 dxc6 7. dxe5 Nf5 was seen. 4. Ba4 Nf6",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6"},
		{"a skipped move whose reading stops in its sentence", "1. e4 e5 2. Nf3 Nc6 3. Bb5 It would be wise to play 3...a6 4. Ba4 here. But Black played 3...Nf6 4. O-O Nxe4 5. d4 Nd6 6. Bxc6 dxc6",
			"e4 e5 Nf3 Nc6 Bb5 Nf6 O-O Nxe4 d4 Nd6 Bxc6 dxc6 two ways at Nf6/a6"},
		// pt/mackenzie: one sentence weighs two moves with one number and
		// the text goes on from neither: only its words could say which,
		// if either, is the game's; the text reads two ways.
		{"two moves with one number weighed in a sentence", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Here 5...Be7 is solid and 5...Nxe4 is sharp",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 two ways at Be7/Nxe4"},
		{"two moves with one number weighed, the text going on", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Here 5...Be7 is solid and 5...Nxe4 is sharp. 6. Re1 b5",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5"},
		// fr/auger-meyer (task h35w): two squares joined by a dash set
		// apart name a range in a sentence ("la diagonale c1 -h6; Le
		// Cavalier"): the sentence goes on through the first square and the
		// dash, so the second is a square named after a word, not Black's
		// move before the numbered one the text writes next.
		{"a range of squares named in a sentence", "1. e4 e5 2. Nf3 Nc6 3. Bc4 White eyes the diagonal c1 -h6; Black must watch it. 3... Bf8—c5 4. O-O",
			"e4 e5 Nf3 Nc6 Bc4 Bc5 O-O"},
		// en/opera_it: the number of the move just played, a move legal
		// in its place: an alternative to it, not Black's move.
		{"an alternative to the last move", "1. e4 e5\n2. Nf3\nAlso good is 2.Bc4 Nf6 3.d3 and White is fine.",
			"e4 e5 Nf3"},
		// ... but where the game's list goes on past it, an error.
		{"an alternative to the last move, the list going on", "1. e4 e5\n2. Nf3\nAlso good is 2.Bc4 Nf6 3.d3 and White is fine.\n3. Bb5 a6",
			"e4 e5 Nf3 stop at Bc4"},
		// it/morphy-delannoy (task h35p): a move in a sentence of prose
		// against the same number heading a sentence of moves that goes
		// on with the game: the sentence of moves is the game's.
		{"a sentence of moves over a move in prose", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6. If Black took, White would play 4. Bxc6 at once. 4. Ba4 Nf6 5. O-O Be7 6. Re1",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1"},
		// en/opera_encyclopediachess (task h35p): a comma set apart after
		// a word keeps the sentence: the square after it is no move.
		{"a square after a spaced comma", "1: e4-e5\n\n2: Nf3-d3\n\nThe original idea , f5 is a risky alternative.\n\n3: d4-Bg4\n\n4: Nc3-Nf6\n\n5: Be2-Be7\n\n6: O-O-O-O\n\n7: h3-Bh5\n\n8: a3-a6",
			"e4 e5 Nf3 stop at d3"},
		// cs/anderssen-dufresne (task h35p): Black's reply alone on its
		// line after White's numbered move and a note is the game's, not
		// a numbered move quoted in the prose below.
		{"a reply alone on its line", "1. e4 e5 2. Nf3\n\nWhite could also try 2.Bc4 here.\n\nNc6\n\nIn the case of 2. ... d6 the game is quieter.",
			"e4 e5 Nf3 Nc6"},
		// id/pembelaan-belanda (task h35p): a heading's bracket before any
		// move, starting at "1.", holds the game's first moves.
		{"the first moves in a heading's bracket", "7. THE DUTCH DEFENCE (1. d4 f5)\n\n2. c4\n\n2. ... Nf6\n\n3. g3 e6",
			"d4 f5 c4 Nf6 g3 e6"},
		// id/korban-semu (task h35p): a lettered variation's numbers are
		// its own: they do not say the game goes on past its last move.
		{"lettered lines counting on", "Die Partie: 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 und Schwarz steht gut.\n\na. 5. exd5 Na5 6. Bb5+ c6 7. dxc6 bxc6 8. Be2 h6 9. Nf3 e4.\n\nb. 5. exd5 Nxd5 6. Nxf7 Kxf7 7. Qf3+ Ke6 8. Nc3 Nb4 9. a3.",
			"e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5"},
		// fi/gibbins-weidenhagen (task h35p): "3.-d5", the Finnish way,
		// numbers Black's move.
		{"Black's number with a dash", "1.e4 c5 2.Rf3 d6 3.d4 cxd4\nNyt 4.Rxd4 Rf6 5.Rc3 ja sitten 5.-a6 6.Le2",
			"e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be2"},
		// eo/du-cevaloj (task h35p): a heading naming a variation, after
		// which nothing numbered goes on, is no rival of the main line's
		// move in a sentence.
		{"a heading naming a variation", "La ĉefa varianto okazas tiel : 1. e4 e5; 2. Nf3 Nc6; 3. Bc4 Nf6; 4. Ng5 d5; 5. exd5 Na5.\n4. d3\nd3 estas multe pli trankvila ol Ng5.",
			"e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Na5"},
		// de/lehrpartie_jtmey (task h35p): a full stop after an introducing
		// word ends the introduction.
		{"an introduction ends with its sentence", "1. e4 e5 2. Nf3 Nc6 3. Bb5 Die Stellung von Weiß ist besser. 3. ...a6 4. Ba4 Nf6",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6"},
		// de/lehrpartie_jtmey (task h35p): the first number after the
		// main line names the ply after the wanted one, and its move is
		// legal once Black has moved: Black's move is told in words only.
		{"a move told in words", "Nach 1. e4 e5 2. Bc4 Nc6 3. Qh5 zieht Schwarz den Springer nach f6, und nach 4. Qxf7# ist er matt.",
			"e4 e5 Bc4 Nc6 Qh5 stop at Qxf7"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Decode([]byte(c.text), Options{})
			got := ""
			if len(res.Games) > 0 {
				g := res.Games[0]
				got = strings.Join(g.Moves, " ")
				switch {
				case g.Stop != nil && g.Stop.Number != "" && strings.HasSuffix(c.want, " at "+g.Stop.Number):
					got += " stop at " + g.Stop.Token + " at " + g.Stop.Number
				case g.Stop != nil:
					got += " stop at " + g.Stop.Token
				case g.Ambiguous != nil:
					got += " two ways at " + g.Ambiguous.SAN + "/" + g.Ambiguous.OtherSAN
				}
			}
			if got != c.want {
				t.Errorf("read %q, want %q", got, c.want)
			}
		})
	}
}

// TestLetterBefore: the text before a digit ends in a letter when its
// last rune, decoded, is one; its last byte alone says nothing (the
// last byte of "›" is that of º, a letter; that of "ś" is no letter).
func TestLetterBefore(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"naslaan", true}, {"hetmańskiegoś", true}, {"Ğ", true}, {"ê", true},
		{"›", false}, {"«", false}, {"—", false}, {"", false}, {"a ", false}, {"e4.", false},
	} {
		if got := letterBefore([]byte(c.text)); got != c.want {
			t.Errorf("letterBefore(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
