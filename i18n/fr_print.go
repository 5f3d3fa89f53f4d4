package i18n

// frenchPrint is the French help of print style, the printable document and
// notaz diagram (issue 26), apart from the help of the other commands.
func frenchPrint() map[string]string {
	return map[string]string{
		"output format: pgn (SAN movetext), uci (g1f3 e7e8q), lalg (long algebraic: Ng1-f3 e7-e8=Q), json (JSON Lines, one game a line: docs/json.md), html (one printable document with diagrams: docs/style-print.md)": "format de sortie : pgn (coups en SAN), uci (g1f3 e7e8q), lalg (algébrique complète : Ng1-f3 e7-e8=Q), json (JSON Lines, une partie par ligne : docs/json.md), html (un document imprimable avec diagrammes : docs/style-print.md)",
		"signs around the letters: pgn (x, O-O, #, 1-0: the PGN standard) or print (the output language's publishers: Russian Кр:e5 0-0, German d:e5 b8D, Czech mate X, results 1–0 ½–½; docs/style-print.md)":           "signes autour des lettres : pgn (x, O-O, #, 1-0 : le standard PGN) ou print (comme impriment les éditeurs de la langue de sortie : russe Кр:e5 0-0, allemand d:e5 b8D, mat tchèque X, résultats 1–0 ½–½ ; docs/style-print.md)",
		"with --format html: a diagram after every N-th move of the main line too (besides the game's diagram marks and the final position)":                                                                             "avec --format html : un diagramme aussi tous les N coups de la ligne principale (en plus des marques de diagramme de la partie et de la position finale)",
		"with --format html: diagrams from Black's side": "avec --format html : diagrammes du côté des Noirs",
		"draw a position (FEN) as an SVG image":          "dessine une position (FEN) en image SVG",
		"Writes one self-contained SVG image of the position: board, pieces (the\nUnicode chess symbols, in any font that has them), coordinates and a mark for\nthe side to move. It is the drawing convert --format html puts in its documents.": "Écrit une image SVG autonome de la position : échiquier, pièces (les\nsymboles d'échecs d'Unicode, dans toute police qui les a), coordonnées et une\nmarque pour le trait. C'est le dessin que convert --format html met dans ses documents.",
		"the position (default: the start position)":                  "la position (par défaut : la position initiale)",
		"rules the FEN is read by: chess or shatranj":                 "règles selon lesquelles lire la FEN : chess ou shatranj",
		"draw the board from Black's side":                            "dessine l'échiquier du côté des Noirs",
		"width in pixels (the image scales: 0 leaves it to the page)": "largeur en pixels (l'image s'adapte : 0 la laisse à la page)",
		"the image's accessible name (default: the FEN)":              "le nom accessible de l'image (par défaut : la FEN)",
	}
}
