// Package parser is PGN syntax: it reads PGN and PGN-like game scores
// (tags, movetext, comments, NAGs, variations and results, each with its
// position in the input), and says where a stream may be cut between
// games (see Cutting a stream). It is syntax only: it never decides whether a move is legal or even
// which language a move is written in. Replaying moves is a later step that
// combines a Game with package board.
//
// # Reading
//
// A Reader works on a stream, keeps only the current game's bytes in
// memory, recovers from a syntax error by skipping to the next game, and
// hands every game back with its exact input bytes (Game.Raw) so that a
// rejected game can be written out verbatim. Next returns a game with a
// syntax error together with a *diag.Diagnostic (severity error, code
// syntax); see Reader.Next. Every problem the reader accepts is a warning,
// a diag.Diagnostic in Game.Warnings, with its file, line and column. So is a game
// with more tokens than Options.MaxTokens (250,000 unless set), which
// keeps the memory for one huge game bounded: it is still read to its
// end, with the same boundaries, but keeps only its first tokens.
//
// # Game boundaries
//
// A game starts at a tag, a comment, a move number with its dot, a number
// followed by a square ("1 e4, e5"), or a token that reads as an English
// move. Text in brackets that is no tag pair ("[C33] Gambetto di Re",
// "[pgn]") is stray text between games and a comment inside one. A move
// number "1." in the main line after higher numbers starts the next game
// (bare movetext concatenated without results), except, in text without
// tags, a "1." inside a sentence (a word before it) on the line of the
// game's last move number: a line from move 1 quoted in the prose ("…
// with the move order 1.d4 Nf6 2.c4 …"); and a "1." after one side's
// moves alone, numbered 1, 2, 3… with one move each (a table's column
// printed on its own, "WHITE. 1. P to K 4 2. P to K B 4 … BLACK. 1. …"):
// the other side's column, which package prose pairs with it. It ends after its result token (outside
// variations) and the rest of that line if blank; or, without a result,
// where a tag pair begins after its movetext had begun, after its last
// token. In text without tags, a result after a line quoted with the
// game's own numbers (a number went back or repeated White's) does not
// end it when the first numbered move after it takes the game up where
// the quoted line left it ("9.h4 9.S:g5 … 0-1; … 9...Gg4"): warning
// prose-result. A second Event tag, or a repeated tag after a blank line, starts
// a new game even before any movetext (games with tags only). Any other
// text between games (a tournament name, a row of dashes, a lone result or
// comment) is skipped with a stray-text warning carried by the next game
// (which belongs to no game: its Game is 0), or by Reader.Warnings after
// the last one; where a numbered move follows stray text on its line, the
// game starts there, or at the numbering that leads to it ("Auger 1. Cf3
// d5 2. g3": at 1.; a sign standing alone, "e2 - e4", counts with its
// move), or at a "1." glued to a word when "2." follows
// ("Bearbeiten1. e2-e4"), or at a number closed by ')' when the next
// number follows so ("mosse.1) e4, e5, 2) Cf3"), or at the two moves
// before a "1." where a table writes each number after its row ("c7 -
// c5 e2 - e4 1. Pb8 - c6 Pg1 - f3 2."). Blank lines are never needed.
//
// Text copied from a page holds more than moves, and four shapes of it
// are read by what they are. A number with a colon set apart before a
// move ("1: e4-e5") starts a game as "1)" does ("21:28", glued, is a
// time). A position in FEN on a line of its own starts a game, so that
// the reader of real text (package prose) replays from it, as an odds
// game's page gives its start. A line that names the squares of a rank
// in file order, four or more ("a7 pd b7 pd c7 pd d7 pd e7"), is a board
// diagram flattened to text: skipped, with a warning, never a game's
// start. And a sentence quoting a game's first moves from "1." (a word
// before them on the line, a word after the run of moves: "tras 1.e4 e5
// 2.Ac4 te están preguntando …") is no game of its own where, within
// quoteLook lines and before anything else starts a game, a line headed
// by "1." writes the same moves first (words between them skipped): the
// game is written out below, and the sentence is skipped as text with a
// warning (prose-text). That decision looks past the quoting line, so
// ReadCut never cuts between the two (quoteLine).
//
// # Movetext
//
// A symbol is a run of characters other than white space (including NBSP
// and typographic spaces) and { } ( ) [ ] ; $ and the comma, which
// separates moves in some localized scores. Move numbers may be written
// 12. 12... 12… or 12 and may be glued to their move (1.e4); "..." and "…"
// before a move are dropped. Glyphs glued to a move (! ? !! ?? !? ?! +- -+
// ± ∓ ⩲ ⩱ ∞ = □, the single characters ‼ ⁇ ⁉ ⁈, and +− −+ with a minus
// sign) become NAGs, as do those and +/- -/+ +/= =/+ += =+ standing alone. A spaced "e.p." or "ep", a spaced "+" or "#", or a mate
// word of any language from package locales ("Le7 matt", "Ag4, matto")
// after a move joins the move's text, as does the rest of a long-algebraic
// move with a spaced separator ("e2 - e4", "Кf3 : d4", "c3: d4").
// "e8(Q)" stays one token. Results are 1-0 0-1 1/2-1/2 * and the lenient
// ½-½ 1/2 1:0 0:1 (see NormalizeResult).
//
// Web pages and scoresheets add more, each accepted with a warning in
// Game.Warnings: a ';' that separates moves rather than starting
// a comment (only in games without tags, when a move number or the end of
// the line follows); parentheses whose first word is prose, read as a
// comment; a period after a move or result ("O-O.", "1-0."); a lone dash
// ("18. - Dxa1+", "Cxc7+ – Rd8") or a dash glued after a move; a result
// glued to the move ("1... h6*", "Qxf7#1-0"); a row of dashes
// ("---------"; "--" alone is a null move); and
// White's and Black's moves joined by a dash ("1.e4-e5; 2.f4-exf4"). The
// last is syntax that long algebraic shares ("e4-e5" may be one move), so
// such tokens are split only in a game where some token cannot be one move
// ("f4-exf4", "Ac4-Dh4+"); a game of ambiguous pairs only is read as long
// algebraic, and replay reports the illegal move.
//
// Also with a warning: results with an en or em dash or a minus sign
// ("1–0"); forfeit marks (+-- --+ +:- -:+) as the result they stand for
// (the writer adds a Termination tag); draw words of any
// language ("patta", "Remis", "ничья") after the last move as 1/2-1/2;
// resignation words ("abbandona", "Сдался") ending the game as a comment;
// check words ("Schach", "шах") after a move, dropped; move numbers written
// "1)" or "1 ." and "…" glued after a move; a run of words that cannot be
// a move (no digit, no move spelling in any language: prose) between
// moves, read as one comment marked Comment.Prose, so that a move is never
// swallowed; a one-letter "or"/"and" between a move and a move number; a
// square split by a space after a piece letter ("Te 1"); and text before a
// numbered move on a line between games ("((( 1. c4 *", "Partie 1. e4"),
// skipped as stray text while the moves make the game. A second "1." after
// a blank line, in a game that has only reached move 1, is read as the same
// game with a warning (two tagless games, or one set out in paragraphs).
//
// Brackets and '$' that PGN's grammar cannot place never reject a PGN
// game (one with tags, which nothing reads again); each is read as text
// with a warning of its own code: a '(' before the game's first move or
// a ')' that closes nothing (diag.StrayBracket), a '$' not followed by
// digits (diag.DollarText), each a comment; and a comment, variation or
// text in brackets still open where the game's text is cut short (the
// input ends, or the next game's tag line comes), closed there, its text
// kept as the comment's (diag.UnclosedBracket; package check reports it
// as an error, the game being incomplete). Two stay syntax errors: such
// a bracket with no move before it (nothing to keep), and one that holds
// the game's result (its end was written: a '}' or ')' was lost earlier,
// and where is not guessed). In text without tags each is a syntax
// error, as before: that hands the text to the decoder (package prose),
// which reads it whole, brackets of prose included. Text in brackets
// whose quote follows words, or is not closed right before the ']', is
// no tag: "[, a variante “arriscada” …]" is a comment.
//
// A tag that is not closed on its line is a syntax error at the point
// where it goes wrong: the opening quote of a value that runs to the end
// of the line (the value's next line, if it closes it, belongs to the
// broken tag), where the ']' is missing after the closing quote, or the
// text between the closing quote and the ']'. One case is repaired with
// a warning, since it can mean only one thing: a value with no quote
// after its opening one, on a line that ends with ']' ([Event "Lille ])
// and is not continued by a line that closes it, ends before the ']'.
// A line that is a tag pair but for its '[' (Event "Lille"]: a name at
// the start of the line, a quoted value, ']' ending the line) is read as
// a tag, with a warning: it starts a game, or ends one as a tag does.
//
// # Moves
//
// A move stays text (Move.Text): parser splits it off its neighbours,
// glyphs and number, and never reads it. Package parser/san reads a
// move token into a board.SAN, leniently and in any language's letters;
// board.ParseSAN is the strict English grammar.
//
// # Cutting a stream
//
// The second job, besides reading, is telling where a stream may be cut
// into pieces that several goroutines read apart with the same games and
// diagnostics as one Reader (package pipeline does this): NextCut finds
// the line starts where a game certainly starts by a scan of lines,
// ReadCut finds one by lexing as the Reader does when NextCut finds none,
// CompleteLines says where the complete lines end, and a Reader reads
// one piece with Options.Piece (its origin in the stream in
// Options.Origin). These are for cutting only: a program that reads
// games wants a Reader.
package parser
