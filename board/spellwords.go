package board

// SpellingWords names each lenient spelling but the check marks, in the
// words of the findings about it (check's for PGN, prose's for decoded
// text): one table, so that a spelling reads the same whichever reader
// met it. The words are message keys (the i18n catalogs translate them).
var SpellingWords = []struct {
	Bit   Spelling
	Words string
}{
	{SpellCastleZeros, "castling written with zeros"},
	{SpellPromotionNoEq, "promotion without ="},
	{SpellPromotionParen, "promotion piece in brackets or after /"},
	{SpellDoubleCross, "++ for mate"},
	{SpellEnPassantMark, "en passant mark"},
	{SpellColonCapture, "capture written with : or ×"},
	{SpellLongAlgebraic, "long algebraic notation"},
	{SpellLowercasePiece, "piece letter in the wrong case"},
	{SpellOther, "nonstandard spelling"},
	{SpellMissingCapture, "capture without x"},
	{SpellSpuriousCapture, "x on a move that captures nothing"},
	{SpellOverDisambig, "needless disambiguation"},
	{SpellKingMoveCastle, "castling written as a king move"},
	{SpellPawnFileCapture, "pawn capture without the target rank"},
	{SpellPromotionMissingMark, "promotion without the piece"},
	{SpellNoPieceLetter, "coordinate notation without the piece letter"},
}

// SpellCheckMarks are the spellings of the check mark, named by
// CheckMarkWords (their words depend on the mark written and the one the
// move wants).
const SpellCheckMarks = SpellMissingCheck | SpellWrongCheck

// CheckMarkWords names a check mark written that the move does not want:
// written is the mark as written, wanted the one the move gives (mate
// when it mates).
func CheckMarkWords(written, wanted CheckMark) string {
	switch {
	case wanted == MateSign && written == CheckSign:
		return "+ for a checkmate"
	case wanted == MateSign:
		return "missing mate mark"
	case wanted == CheckSign && written == MateSign:
		return "mate mark on a check that is not mate"
	case wanted == CheckSign:
		return "missing check mark"
	}
	return "check mark on a move that gives no check"
}
