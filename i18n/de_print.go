package i18n

// germanPrint is the German help of print style, the printable document and
// notaz diagram (issue 26), apart from the help of the other commands.
func germanPrint() map[string]string {
	return map[string]string{
		"output format: pgn (SAN movetext), uci (g1f3 e7e8q), lalg (long algebraic: Ng1-f3 e7-e8=Q), json (JSON Lines, one game a line: docs/json.md), html (one printable document with diagrams: docs/style-print.md)": "Ausgabeformat: pgn (Züge in SAN), uci (g1f3 e7e8q), lalg (lange algebraische Notation: Ng1-f3 e7-e8=Q), json (JSON Lines, eine Partie je Zeile: docs/json.md), html (ein druckbares Dokument mit Diagrammen: docs/style-print.md)",
		"signs around the letters: pgn (x, O-O, #, 1-0: the PGN standard) or print (the output language's publishers: Russian Кр:e5 0-0, German d:e5 b8D, Czech mate X, results 1–0 ½–½; docs/style-print.md)":           "Zeichen um die Buchstaben: pgn (x, O-O, #, 1-0: der PGN-Standard) oder print (wie die Verlage der Ausgabesprache drucken: russisch Кр:e5 0-0, deutsch d:e5 b8D, tschechisches Matt X, Ergebnisse 1–0 ½–½; docs/style-print.md)",
		"with --format html: a diagram after every N-th move of the main line too (besides the game's diagram marks and the final position)":                                                                             "mit --format html: zusätzlich ein Diagramm nach jedem N-ten Zug der Hauptvariante (neben den Diagrammzeichen der Partie und der Schlussstellung)",
		"with --format html: diagrams from Black's side": "mit --format html: Diagramme aus der Sicht von Schwarz",
		"draw a position (FEN) as an SVG image":          "zeichnet eine Stellung (FEN) als SVG-Bild",
		"Writes one self-contained SVG image of the position: board, pieces (the\nUnicode chess symbols, in any font that has them), coordinates and a mark for\nthe side to move. It is the drawing convert --format html puts in its documents.": "Schreibt ein eigenständiges SVG-Bild der Stellung: Brett, Figuren (die\nSchachsymbole von Unicode, in jeder Schrift, die sie hat), Koordinaten und ein\nZeichen für die Seite am Zug. Es ist die Zeichnung, die convert --format html in seine Dokumente setzt.",
		"the position (default: the start position)":                  "die Stellung (Vorgabe: die Grundstellung)",
		"rules the FEN is read by: chess or shatranj":                 "Regeln, nach denen die FEN gelesen wird: chess oder shatranj",
		"draw the board from Black's side":                            "zeichnet das Brett aus der Sicht von Schwarz",
		"width in pixels (the image scales: 0 leaves it to the page)": "Breite in Pixeln (das Bild skaliert: 0 überlässt sie der Seite)",
		"the image's accessible name (default: the FEN)":              "der zugängliche Name des Bildes (Vorgabe: die FEN)",
	}
}
