package i18n

// italianPrint is the Italian help of print style, the printable document and
// notaz diagram (issue 26), apart from the help of the other commands.
func italianPrint() map[string]string {
	return map[string]string{
		"output format: pgn (SAN movetext), uci (g1f3 e7e8q), lalg (long algebraic: Ng1-f3 e7-e8=Q), json (JSON Lines, one game a line: docs/json.md), html (one printable document with diagrams: docs/style-print.md)": "formato di uscita: pgn (mosse in SAN), uci (g1f3 e7e8q), lalg (algebrica estesa: Ng1-f3 e7-e8=Q), json (JSON Lines, una partita per riga: docs/json.md), html (un documento da stampare con i diagrammi: docs/style-print.md)",
		"signs around the letters: pgn (x, O-O, #, 1-0: the PGN standard) or print (the output language's publishers: Russian Кр:e5 0-0, German d:e5 b8D, Czech mate X, results 1–0 ½–½; docs/style-print.md)":           "segni attorno alle lettere: pgn (x, O-O, #, 1-0: lo standard PGN) o print (come stampano gli editori della lingua d'uscita: russo Кр:e5 0-0, tedesco d:e5 b8D, matto ceco X, risultati 1–0 ½–½; docs/style-print.md)",
		"with --format html: a diagram after every N-th move of the main line too (besides the game's diagram marks and the final position)":                                                                             "con --format html: un diagramma anche ogni N mosse della linea principale (oltre ai segni di diagramma della partita e alla posizione finale)",
		"with --format html: diagrams from Black's side": "con --format html: diagrammi dalla parte del Nero",
		"draw a position (FEN) as an SVG image":          "disegna una posizione (FEN) come immagine SVG",
		"Writes one self-contained SVG image of the position: board, pieces (the\nUnicode chess symbols, in any font that has them), coordinates and a mark for\nthe side to move. It is the drawing convert --format html puts in its documents.": "Scrive un'immagine SVG autosufficiente della posizione: scacchiera, pezzi (i\nsimboli degli scacchi di Unicode, in qualsiasi font che li abbia), coordinate e un\nsegno per chi ha la mossa. È il disegno che convert --format html mette nei suoi documenti.",
		"the position (default: the start position)":                  "la posizione (predefinita: quella iniziale)",
		"rules the FEN is read by: chess or shatranj":                 "regole con cui leggere la FEN: chess o shatranj",
		"draw the board from Black's side":                            "disegna la scacchiera dalla parte del Nero",
		"width in pixels (the image scales: 0 leaves it to the page)": "larghezza in pixel (l'immagine si adatta: 0 la lascia alla pagina)",
		"the image's accessible name (default: the FEN)":              "il nome accessibile dell'immagine (predefinito: la FEN)",
	}
}
