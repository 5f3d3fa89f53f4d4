// Package prose reads a chess game out of real human text — a web page,
// a newspaper column, a forum post, OCR'd book pages — by decoding it: the
// move numbers, the side to move and the legality of every move decide
// what is a move, never a rule about one token. It is used only for games
// the strict PGN reader (package parser, then replay) cannot read
// cleanly; clean PGN never comes here.
//
// # Tokens and their readings
//
// The text is cut into tokens on a lattice of byte offsets: a token may
// end inside a run of characters, so glued tokens ("1.d4Nf62.c4b6",
// "14...gxh615.Qd2", "22.Rd8mate", "Edit1. e4", a widget's "5.O-OO-O6.")
// are split where a move number or a move can start (after a castling,
// only where a number or the other castling follows: "O-O-O" is one). Each token has every reading it can have:
//
//   - a move, in every letter set of package locales that parses it
//     (parser/san's Parse, which already reads 0-0, ':' captures, long
//     algebraic, files-only pawn captures, diacritic and Greek files),
//     after the prose spellings below are normalised — each has its own
//     bit (Spelling) and warning;
//   - a move in a chess font's letter set (locales.Fonts: ChessBase's
//     figurines copied out as their code points, "¤f3" for ♘f3), tried
//     only in a text that holds such a glyph, and taken as a language is:
//     the game's first lettered move read so and the board then agreeing;
//     warning prose-font names the font and its mapping;
//   - a move number with its side ("12.", "12...", "12…", "12:"; not
//     a time of day, "21:28", whose colon is glued to two digits;
//     "3.-d5", a dash for White's move glued to Black's, as Finnish
//     scores write it, is Black's number);
//   - a placeholder ("...", "…", "....."), a result, an annotation glyph,
//     a bracket, punctuation;
//   - a word of prose, which every token may be.
//
// A '|' separates tokens as a space does: it is a table's cell flattened
// to text ("8. | Кf3—h5 | .... |"), layout between a number and its move.
// A move may span spaces when its capture sign or dash stands apart
// ("c5 × d4", "e2 - e4"); a run is not cut between a from-square and a
// typeset dash to a square ("Hb8—c6" is one move, never "Hb8" and text);
// and where such a move stands in a list and is legal, its from-square
// alone ("d7" of "5. Kb1 – c3 d7 – d5") is no token the numbering wants:
// it never stops the game as a move no reading makes legal.
// Where the sign apart is a capture sign ("Pd4 × c6"), its first square
// is no move alone: that would read half of the move (a dash may join
// the two moves of a pair, "c4 - c5"; a capture sign never does).
// Castling with its dashes apart may be written in lower case ("o - o").
//
// Another notation plugs in through Options.Readers: a Reader is given
// each token's text and returns candidate SANs with a Spelling bit of its
// own, or a Legal function for a notation only the position resolves
// (pipeline offers descriptive "P-K4", "N-B3" so: every legal move it
// denotes on a state's position is a reading), which then compete with
// the algebraic readings under the same scores.
//
// # Search
//
// A state is the position of the main line, its ply, the letter set the
// game has established, the open brackets, whether the game has ended,
// and what the last token said about numbering (a number that matches
// the main line, one that does not, a run of moves with no words between).
// A beam of at most Options.Width states per token offset (states that
// agree on all of that merge, the better score kept) moves left to
// right: linear in the text, bounded memory, never exponential.
//
// # Scores
//
// A path's score is the sum of these weights (the constants below, the
// only ones; `check --explain` prints them):
//
//	Move        +10  a legal main-line move: the board is the strongest evidence
//	Numbered     +3  ... whose written number and side are the ones the board expects
//	Run          +2  ... written in a run of moves (no words since the last move)
//	Lenient      -2  ... per non-plain spelling used (dash, ×, captured piece, lowercase letter, …)
//	Abbrev       -3  ... written as a files-only pawn capture ("de"): the shape of words
//	AfterWord    -5  ... with no number, not in a run, a word right before it
//	NextWord     -5  ... with no number, and a word right after it ("the weak square f7 is")
//	NumberSide   -3  ... after its number without the dots a Black move needs
//	Spurious    -10  ... written as a capture where nothing is captured ("Txf2", f2
//	                 empty): a move of another position, it earns no Move
//	Skip         -8  a legal move read as text where the numbering wanted one
//	SkipWordy    -2  ... when the token is letters only ("de", "be"): a word's shape
//	Stuck        -8  a token written with the number and side the main line wants that
//	                 no reading makes a legal move: the following written moves stop
//	LineStart    +3  a numbered move whose number starts a line of text: where a score
//	                 is laid out line by line, its main line is what starts the lines
//	Bracket      -3  a bracket recovered (unbalanced, mismatched, closed for it)
//	IgnoreResult -20 a result read as part of a quoted line (the numbering goes on);
//	                 with Stuck, a word in a numbered move's place ("17.uppg.": one
//	                 word, a full stop glued to it) read as prose, not as the end
//	NewGame      -5  a new game started at "1." (after a result or a blank line)
//
// Two rules are not weights. A game's letter set is the one its first
// lettered move was read in (each letter set that reads it is a path of
// its own, so the board chooses); a move that only another letter set
// reads is not the game's — with one exception, where the game stops
// there: a token right after the number the main line wants that no
// letter of the game's reads ("17.Bb5" in a Polish score, whose bishop
// is G) and that other sets read as one legal piece move is read so, the
// text read once more with that token only (a second search), and kept
// where the game then goes further; it earns no Move (a score written in
// the game's letters is the evidence), and warning prose-mixed names it.
// Where a game stops instead at a move whose piece is written with a
// symbol its letter set does not read at all (a glyph: "19.¦f3 ¦h8" in a
// Portuguese score, a font's figurine no table of locales.Fonts knows,
// or OCR's "4. pc4" in an Icelandic one), the board says which piece it
// is: the text is read once for each kind that plays that move, the
// glyph that kind in every token that starts with it (a font maps one
// glyph to one piece), and kept only where one kind reads further than
// every other, the written move after the stop at least; so a later
// move written with the glyph that only one kind plays decides an
// ambiguous first one. The next stop may learn the next glyph, up to
// maxGlyphs and maxGlyphReads searches (learnGlyphs: bounded). Kinds
// that read as far ("5.©e1 … 7.©e3": the rook's, the queen's), or none,
// leave the stop an error there, with a warning naming them; a later
// move where the glyph's kind is not legal stops the game there (it
// contradicts itself); a game with no
// letter set established (every piece a glyph) learns none, as nothing
// anchors its notation. Warning prose-glyph names each glyph, its piece
// and the moves read so. The same holds for a letter the game's set
// does read, where its every piece move so far was written with that
// one letter (the set rests on it alone) and the board then allows only
// another kind at the stop, a kind that reads every one of those moves
// too ("2.Bf3 Bc6" in Greek letters: B the queen, but only a knight
// plays Bc6; a font's code letter, B for the knight): one symbol, two
// pieces, so the set's kind of that letter is refused and the game stops
// at its first move written with it (an error there, with a warning
// naming both kinds), never read as either.
// And: after a move number that is not the main
// line's (it goes back, or jumps ahead), the moves are a quoted line and
// never the main line's, until a number the main line wants, or a blank
// line; at such a number the quoted line may also go on ("Black had
// 15...Nf4 16.Qf3, Nd3": its own count reaches the main line's), each its
// own path, and the board decides; where the board cannot (both go on
// legally) and the main line resumes inside the quoted line's sentence,
// the text reads two ways (see "Decide or refuse"). A quoted line ends at
// a blank line, also one right after its number. A main line never takes
// a move whose written number contradicts it: that would change what the
// text says silently. A number without its dot before a move ("9 Bxg8",
// as some columns print every number) numbers it as "9." would: where the
// main line wants another number it is no word of a sentence, so its
// moves are a quoted line's, not the main line's unnumbered moves (the
// number of White's move the main line wants, and a number before a
// word, "after 2 moves", may still be words). A number with its dot
// that is not the main line's, followed on its paragraph by a word of
// three letters or more that no reading makes a move ("108. SPANYOL
// MEGNYITÁS", a game's number in a heading), numbers no move: it quotes
// no line (one or two letters may be a piece's with its capture sign set
// apart, "К: e5"). And a pawn move written
// with neither its file nor a capture sign ("d3") is a push, never the one
// pawn capture the board allows there (cxd3): the text does not say the
// file, so that would be a guess. A numbered move at the start of a line of text
// (where a score laid out line by line writes its main line) that is
// legal where its number puts it but is not the move the reading took
// there makes the text read two ways: an error naming both, never a
// silent choice.
//
// AfterWord and NextWord look through quotation marks: 'la case "f4".
// Il' names a square in a sentence (a quotation mark is no word, but the
// word before it is); NextWord looks past a comma too ('nach g5, und'),
// and a comma set apart after a word keeps that word before the next
// token ("original idea , f5 is a risky alternative": f5 has a word on
// each side). A word that introduces a quoted line ("besser", "better",
// "statt") introduces it to its sentence's end: a full stop, '!' or '?'
// right after a word with no dot inside it ends the introduction ("… ist
// durch die Rochade besser. 8. …Sg4" is the game's 8...Sg4), while an
// abbreviation's own dots ("z.B.", "e.g.") do not.
// Both together, where the numbering wants no move, make no move: a move
// or square named in a sentence is never the main line's (it tied with
// the text reading before, and won by the order of the readings). A full
// stop after it and a new sentence on the same line count as a word
// after it ("na diagonal d1-h5. Começar"): it ends the sentence. And a
// token of letters only (the shape of a files-only capture, "ce", "de")
// that no reading makes legal, wanted only because a move came before it,
// with a word after it ("12.h3, ce coup cherche"), is a word, not a move
// that stops the game (Stuck); right after its number it still is one.
// A sentence also goes on through a range of squares named in it, two
// squares with a dash set apart between them ("la diagonale c1 -h6";
// long algebraic is one token, read before), where the numbering wants
// no move and no legal move reads the first: the square after the dash
// is named after a word (AfterWord), not a move that takes the ply the
// text numbers next ("c1 -h6; Le Cavalier … 7. ...0-0").
//
// # Layout and sentences: main line or quoted line
//
// The text's layout says which of two moves with one number is the
// game's, and a sentence says how far a quoted line goes:
//
//   - Listed. A move with nothing but moves, move numbers and marks
//     before it on its line, and no word right after it ("1.d4 d5 …
//     6.e3" ending its line, "2... Pc6!" alone on its line), stands in a
//     list, as a score lays out its main line. A legal move the numbering
//     wants there is never read as text (no Skip): a later move with its
//     number, discussed in prose ("6.a3!? le da al blanco muy poco"), is
//     an alternative. A move alone on its line whose line before ends in a
//     word or a comma continues that sentence ("Von den besseren Zügen
//     ist" / "2. Sf3," / "der d4 vorbereitet"): not listed. A text the
//     strict reader cut inside a line of prose (Options.MidLine) has no
//     line start at its first token.
//   - A reply alone on its line. Black's move alone on its line (only
//     its marks with it), listed, where the main line's last move is
//     White's written with its number ("9. e5!?", a note, then "Dg6" on
//     a line of its own, as a page lays out a move per paragraph), is
//     wanted as Black's half of the pair is in a run: reading it as text
//     is no reading, and no AfterWord or NextWord applies to it.
//   - A quoted line's sentence. A line quoted after a number that is not
//     the main line's (or after a Skip or a Stuck) that goes on in prose
//     (a word read in it) keeps every number until its sentence ends ('.'
//     or ';') or a line starts: the main line resumes there, never inside
//     the sentence ("6.a3!? … la linea siguiente: 6...Axc3+" is the
//     quoted line's; "6...exd4" alone on its line is the game's). A line
//     of moves with no word in it ("22. Rxf1 Ne2# 18. Qxc3") has no
//     sentence to end, and resumes as before. Dots heading a line after
//     that sentence has ended ("Otra buena jugada era 6. d5." then "...
//     Ag4." on the next line, a table's Black move) number Black's move
//     as the main line wants it, or the quoted line's reply: each is a
//     path of its own, and the board decides, as at a number.
//   - Quotation marks. A move number or "..." between paired quotation
//     marks ('"5 ...e5"', "“7. Dc2”", within a paragraph) starts a quoted
//     line: a quotation is never the main line.
//   - Restated. The number of the main line's last move right after it,
//     then that move again ("18.Dxc2? 18.Dxc2 Fh6"), restates it: read as
//     text, with a warning, and the main line goes on.
//   - A side line's own line. A line of text headed by a move number that
//     is not the main line's ("5. ... Bf5 6. cxd5 cxd5 7. Nc3" written
//     under "5. ... Be6!") is a side line to its sentence's end or the
//     next line, as a quoted line discussed in prose is: its count
//     reaching the main line's number inside it is not the game resuming,
//     and a bracket left open above (a text diagram's "(") is not closed
//     there for it.
//   - A lettered variation. A move number after a variation's label
//     heading a line ("a. 5. Nxe4 d5 6. Bxd5", "b)", "(c)", "II.": one
//     letter or a roman numeral, and a full stop or parenthesis), as
//     books label the lines they list, starts a side line whatever its
//     number, to its sentence's end or the next line.
//   - A bulleted reply. Dots standing for White's move ("..g6", "...
//     Da5") number Black's move as the main line wants it, but not after
//     a list's bullet alone at the start of the line ("- ..g6 Si tratta
//     …", "• ...Cd4"): the items of a list weigh the replies, and the dots
//     there are no evidence that the game goes on (bulletHead).
//   - A heading's bracket. A '(' before any move of the game whose
//     first token is "1." ("7. PEMBELAAN BELANDA (1. d2 – d4, f7 –
//     f5)", an opening named by its moves in a heading) may hold the
//     game's first moves: there is no move before it for a side line to
//     vary from. It is read both ways, as a side line and as the game's,
//     the board deciding (the game's list goes on from "2." below it);
//     its ')' then closes nothing, and warning prose-bracket says so.
//   - A bracket holding a numbered line. A bracket that never closes is
//     closed where the numbering resumes, but not for its own first
//     number ("(28...e4"), nor where its line, replacing the main line's
//     last move, counts up to the number the main line wants next ("28...
//     h6 (28...e4 29.f4"): its own count says nothing of the game. Nor is
//     the move before it taken back (retract) for a bracket that never
//     closes: no moves after it decide. A text that ends inside a bracket
//     says so (warning).
//   - An alternative to the last move. The number of the move just played
//     again, in White's form where Black is to move, then a move that is
//     not legal for Black but legal where the last move was played
//     ("5. Qxf3" heading its line, then "Steinitz's 5.gxf3 dxe5"), is an
//     alternative to that move, a quoted line, not Black's move stuck
//     (warning side-line); only where that last move heads its line, and
//     where the text's list of moves goes on past the game it stays an
//     error.
//
// Why these: the main line should be the longest sequence of legal moves
// the numbering agrees with, so a move weighs most and a matching number
// adds to it; everything else only breaks ties between readings that
// replay equally far, and is small beside a move, so that no word list and
// no weight decides alone what a later legal move can decide. A quoted
// line loses because the main line stops replaying behind it (its numbers
// go back); a word read as a move loses because the
// numbered move written after it then has no place. The weights were set
// on the development set (../shared/corpus/realtext) from these
// principles, then frozen; none exists for one case.
//
// # Decide or refuse
//
// The best path at the end of the text is the reading. Every reading other
// than plain PGN on it becomes a coded warning (Result.Notes). When the
// main line stops at a token the numbering wanted as a move (after its
// number, in a run) while later numbered moves go on, the game has an
// error there (Result.Stop): the caller replays the moves before it to say
// why, with suggestions, as for any illegal move. The same holds where
// the text's numbering goes on just past the main line (a move or two
// missing) at the start of a line,
// as the main line's own moves do ("22. Qe2?? ………" then "23. Kh1": a
// move is missing): a game that stops there is not a shorter game. A
// bracket opened right after a move, whose first number names that move
// again, may hold the game's own line: the move is taken back (retract)
// when the moves after the bracket replay only on the bracket's line;
// never where the text after the bracket's close goes on with the number
// the line before it wants next ("6.d3 Bxc3 [6...d6 … 19.Tf3 …] 7.bxc3"):
// that bracket is a side line however long it is (its moves would
// otherwise outweigh the few the game has after it).
// A numbered rival at a line start that is not listed, against a
// main-line move that is, is no rival: the layout decides. Two refusals
// of the layout rules: the number the main line wants next with a legal
// move, after its last move, outside brackets, with no introducing word
// among the words before it ("Also 3...Nf6 is played, and after 4.
// Ba4"): the text may continue the game there (an introducing word, "por
// ejemplo tenemos 7.Ae2", says the quoted line goes on); and a new
// sentence after the main line's last move that starts with the number
// it wants next, its move illegal ("… med tempo. 10.Le3"): an error
// there, not a shorter game.
// Three more refusals, each where a reading would otherwise guess: the
// main line takes a numbered move inside a line of text after a line
// quoted with another number, in the same sentence and paragraph, outside
// brackets ("5…Gb4 Jest grywalne … podoba: 6.cxd5"), unless the quoted
// move is the main line's own there, or the board decides (below: the
// quoted line replays further); a legal move read as text where
// Black's half of a numbered pair stands ("3. Bb5 a6") while a later move
// with that number is the main line's (unless the layout decides: the
// main line goes from a move in a list, over a line of prose that
// discusses the skipped move inside a sentence, outside brackets, to the
// later move heading its own line, "6.Qf3" / "Idee … nach 6...e5 7.Sf5
// hat" / "6...Nbd7 7.Be3": the move in the sentence is the note's, as a
// numbered rival in prose is no rival above; layoutSkip; and the same in
// a score written as running text, sentences for lines: the main line
// goes from a move in a sentence of moves only ("10. g4 0-0."), over a
// sentence of prose holding the skipped move ("Qualora … il Bianco
// giocherebbe ovviamente 11. Tg1."), to the later move heading a sentence
// of moves that goes on with the main line's next move ("11. h3 Dd8
// 12. 0-0-0"), sentenceSkip); a main line that follows none of
// the text's move numbers while the text numbers moves (a table whose
// rows came out in another order, and squares named in the prose after
// it) stops at the first numbered move. One more: after the main line's
// last move, outside brackets, the text numbers moves counting up one by
// one, five numbers or more, from the number the main line wants next
// (or the one after), in a game without its result: the game goes on in
// the text and no reading continued it ("5.Ve1 e5 9. b4 d6 … 7.bxc5 …
// 18.Dxh6", the sixth move misnumbered), so the error is at the first
// numbered move after the main line's last, not a shorter game (analysis
// from an earlier number, or a short line, stops nothing; nor do the
// numbers of a lettered variation's line, "b. 5. Kc3 x e4, d7 – d5 6. …
// 8. d2 – d4.", which count the side line's own moves; package
// pipeline keeps the strict reader's error only where that reader got as
// far without going against a written number). And where the first move
// number after the main line's last move (outside brackets, not
// introduced as an alternative) names the ply after the one the main
// line wants, and its move is legal once the side to move has made some
// move ("… Lg5+ Doppelschach. Der schwarze König geht wieder auf e8
// zurück … durch 12. Td8# Matt gesetzt": Black's 11th told only in
// words), the error is there (skippedStop): the game is not shorter, a
// move is missing. And one ending: a word with a
// full stop glued to it where a numbered move should be ("16…Dh5!
// 17.uppg.", as resignations are written) may end the game there, the
// rest commentary (see IgnoreResult), with a warning naming the word.
//
// And one more: a numbered main-line move inside prose whose sentence
// writes the same number and side again with another move legal there
// (not heading a line, not after an introducing word), while the main
// line has no move after that sentence: the sentence weighs two moves
// ("aqui 8...Re8 permitiria repetição com Bf7+ e 8...Rc7 deixa …";
// "nagedacht over 9. Dxa8, maar … speelde ik … 9. Le2"), and only its
// verbs, which no rule reads, say whether either was played: the text
// reads two ways (sameNumberRival). Where the main line goes on after the
// sentence, the text has gone on from one of them ("med 2...Dxd5 (…) och
// 2...Sf6 (…)", then "Efter 2....Dxd5 3.Sc3").
//
// A word that starts with a legal move the numbering wants, glued to
// more of the word ("4.Sc3Sbd74…Gb4z", a replay widget's text), is never
// read as a word over that move: the move is read, or read as text at a
// Skip's cost. And a number of the move just played (a restatement's
// reading) followed by a word restates nothing: its other readings take
// the word, as a quoted line's.
//
// The layout decides a numbered move heading a line (the rival) against
// the main line's move at the ply its number names, before any refusal
// (lineStartRival), unless the line before introduces the rival
// ("Instead of this, better was:"), which makes it a quoted line:
//
//   - A main-line move inside a line of prose (a word before it on its
//     line, no bracket, not itself listed: "Una posible continuación es:
//     5. d4 exd4; 6. Dxd4") against a rival heading its line ("5. h3 ..."):
//     the rival's place is the game's. The text is read again with that
//     move token given to a quoted line (to its sentence's end or the
//     next line), with a warning naming it; at most maxLaidOut times,
//     each a search of its own, so still linear in the text.
//   - Two moves each heading a line (only moves, numbers and marks before
//     them on it): the first in the text is the game's, as a score writes
//     the game before the lines it discusses, where the later one's line
//     is discussed in prose and the first's is not. A main-line move after
//     such a rival is read again as above (else nothing in the layout
//     outweighs the longer reading the board gave: the text reads two
//     ways). A rival after the main line's move is
//     an alternative (warning side-line) where its line is discussed in
//     prose ("5. ... Bh5 6. cxd5 … ist eine scharfe Variante") and the
//     text's list of moves does not go on past the game's end; where the
//     main line goes on after the rival and the list goes on past where
//     the reading stops ("2. f4", "2. Cf3", "2… Ae7", … "4. d3 d6"), the
//     list writes that number twice: an error at the rival. Otherwise
//     (two lists, nothing to weigh) the text reads two ways.
//
// A numbered move heading a line is no rival at all where nothing
// numbered after it names a move past it (no line goes on through it),
// the main line goes on past that ply, and the main line's move before
// it is not listed (no list of the game's moves that the rival would
// continue): "4. d3" heading a section of an article, followed by prose,
// against "La ĉefa varianto okazas tiel : 1. e4 e5; … 4. Ĉg5 d5; 5. …"
// is a variation's name (rivalGoesOn).
//
// A new sentence after the main line's last move that numbers a move or
// two past the one it wants ("2...c5!?" where 2. is wanted), as at the
// start of a line, is an error there: moves are missing, and a game that
// stops before them is not a shorter game.
//
// Where the main line resumes inside a quoted line's sentence (the
// refusal above), or may resume there after its last move (the number
// it wants next with a legal move, no introducing word), the board
// weighs both: the quoted line played from its own number (the main
// line's position before the ply it names), and the main line from
// where it resumes, each over the moves written from that number to the
// paragraph's end, in order, each as written — a capture sign only
// where the move captures, a capture only where one is written — until
// the first move-like token it cannot play (quotedGoesOn). A quoted
// line that replays more of them goes on: the game does not resume
// there ("Προτιμότερο ήταν το 14...Αη7, αν και μετά από 15.Αζ4 0-0-0
// 16.Αα6+ Ργ7 17.Nδ2", whose 16.Αα6+ is a capture on the main line that
// the text does not write; "Also 3...Nf6 is played, and after 4. O-O
// Nxe4", where Nxe4 needs 3...Nf6). The text is read again with that
// move given to the quoted line (at most maxLaidOut times, with the
// layout's), and a warning names it. Where both replay as far, the text
// still reads two ways.
//
// The runner-up reading (the best path whose main line differs) is kept
// for --explain.
//
// # Tables
//
// A score printed as a table and flattened to text: its layout says
// which moves are the game's, and in which order.
//
//   - Cells with placeholders (table.go). Rows "3. Ab5 ..." and "... a6"
//     at the head of their lines, a placeholder for the side not moving
//     (two such rows or more, one of each side's), the commentary in
//     lines between: the cells hold the game. A move number or a move
//     after a word of prose on its line there is a quoted line's, legal
//     or not ("Para evitar la clavada 5. ... Ag5" under "5. h3 ..."),
//     with a warning (side-line) where the main line wanted that number;
//     a row heading its line ends a line quoted before it. An ordinary
//     score with one move left out ("22. Qe2?? …") is no table.
//   - A table read in the game's order (layout.go): two halves side by
//     side ("1 e2 e4 1 e7 e5 15 G e2 f3 15 W a8 b8": the first halves,
//     then the second); each number after its row ("c7 - c5 e2 - e4 1.",
//     read with the number first, in the order written and in the other:
//     the board says which); one side's column, then the other's ("1. P
//     to K 4 2. P to K B 4 … 1. PtoK4 2. P takes P …", paired move by
//     move). The text is read again in that order (its own pieces,
//     nothing added), kept where more of its moves replay with their
//     written numbers than as written, refused where two orders of one
//     table tie (the text as written stands); a warning (prose-text)
//     names the layout, and every finding names the text where it
//     stands. A table whose cells are long algebraic with spaces and no
//     sign ("K g1 f3", "e2 e4") is read so there only
//     (SpellSpacedLong), each cell one move: its squares are no moves of
//     their own.
package prose
