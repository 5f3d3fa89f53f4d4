// Package parser reads PGN and PGN-like game scores: tags, movetext,
// comments, NAGs, variations and results, each with its position in the
// input. It is syntax only: it never decides whether a move is legal or even
// which language a move is written in. Replaying moves is a later step that
// combines a Game with package board.
//
// # Reading
//
// A Reader works on a stream, keeps only the current game's bytes in
// memory, recovers from a syntax error by skipping to the next game, and
// hands every game back with its exact input bytes (Game.Raw) so that a
// rejected game can be written out verbatim. Next returns a game with a
// syntax error together with an *Error; see Reader.Next.
//
// # Game boundaries
//
// A game starts at a tag, a comment, a move number with its dot, or a token
// that reads as an English move. It ends after its result token (outside
// variations) and the rest of that line if blank; or, without a result,
// where a tag pair begins after its movetext had begun, after its last
// token. A second Event tag, or a repeated tag after a blank line, starts
// a new game even before any movetext (games with tags only). Any other
// text between games (a tournament name, a row of dashes, a lone result or
// comment) is skipped with a Stray warning carried by the next game, or by
// Reader.Warnings after the last one. Blank lines are never needed.
//
// # Movetext
//
// A symbol is a run of characters other than white space (including NBSP
// and typographic spaces) and { } ( ) [ ] ; $ and the comma, which
// separates moves in some localized scores. Move numbers may be written
// 12. 12... 12… or 12 and may be glued to their move (1.e4); "..." and "…"
// before a move are dropped. Glyphs glued to a move (! ? !! ?? !? ?! +- -+
// ± ∓ ⩲ ⩱ ∞ =) become NAGs, as do those and +/- -/+ +/= =/+ += =+ □
// standing alone. A spaced "e.p." or "ep" after a move joins the move's
// text. "e8(Q)" stays one token. Results are 1-0 0-1 1/2-1/2 * and the
// lenient ½-½ 1/2 1:0 0:1 (see NormalizeResult).
//
// # Moves
//
// ParseSAN turns one move token into the language-neutral board.SAN using a
// table of piece letters (Letters); English and Figurines are built in,
// other languages are data supplied by package locales.
package parser
