package i18n

// spanishPrint is the Spanish help of print style, the printable document and
// notaz diagram (issue 26), apart from the help of the other commands.
func spanishPrint() map[string]string {
	return map[string]string{
		"output format: pgn (SAN movetext), uci (g1f3 e7e8q), lalg (long algebraic: Ng1-f3 e7-e8=Q), json (JSON Lines, one game a line: docs/json.md), html (one printable document with diagrams: docs/style-print.md)": "formato de salida: pgn (jugadas en SAN), uci (g1f3 e7e8q), lalg (algebraica completa: Ng1-f3 e7-e8=Q), json (JSON Lines, una partida por línea: docs/json.md), html (un documento imprimible con diagramas: docs/style-print.md)",
		"signs around the letters: pgn (x, O-O, #, 1-0: the PGN standard) or print (the output language's publishers: Russian Кр:e5 0-0, German d:e5 b8D, Czech mate X, results 1–0 ½–½; docs/style-print.md)":           "signos alrededor de las letras: pgn (x, O-O, #, 1-0: el estándar PGN) o print (como imprimen los editores del idioma de salida: ruso Кр:e5 0-0, alemán d:e5 b8D, mate checo X, resultados 1–0 ½–½; docs/style-print.md)",
		"with --format html: a diagram after every N-th move of the main line too (besides the game's diagram marks and the final position)":                                                                             "con --format html: también un diagrama cada N jugadas de la línea principal (además de las marcas de diagrama de la partida y de la posición final)",
		"with --format html: diagrams from Black's side": "con --format html: diagramas desde el lado de las negras",
		"draw a position (FEN) as an SVG image":          "dibuja una posición (FEN) como imagen SVG",
		"Writes one self-contained SVG image of the position: board, pieces (the\nUnicode chess symbols, in any font that has them), coordinates and a mark for\nthe side to move. It is the drawing convert --format html puts in its documents.": "Escribe una imagen SVG autónoma de la posición: tablero, piezas (los\nsímbolos de ajedrez de Unicode, en cualquier fuente que los tenga), coordenadas y una\nmarca para el bando que juega. Es el dibujo que convert --format html pone en sus documentos.",
		"the position (default: the start position)":                  "la posición (por defecto: la posición inicial)",
		"rules the FEN is read by: chess or shatranj":                 "reglas con que leer la FEN: chess o shatranj",
		"draw the board from Black's side":                            "dibuja el tablero desde el lado de las negras",
		"width in pixels (the image scales: 0 leaves it to the page)": "ancho en píxeles (la imagen se adapta: 0 lo deja a la página)",
		"the image's accessible name (default: the FEN)":              "el nombre accesible de la imagen (por defecto: la FEN)",
	}
}
