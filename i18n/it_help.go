package i18n

// italianHelp is the command line's help in Italian: urfave/cli's
// headings and the usages and descriptions of notaz's commands and flags
// (cmd/notaz puts them in the App after building it; TestHelpItalian).
// Flag names, values, codes and file names stay as they are. A '%' that
// the English prints is written "%%" (the translation is a format).
func italianHelp() map[string]string {
	return map[string]string{
		// urfave/cli
		"NAME:":                     "NOME:",
		"USAGE:":                    "USO:",
		"VERSION:":                  "VERSIONE:",
		"DESCRIPTION:":              "DESCRIZIONE:",
		"COMMANDS:":                 "COMANDI:",
		"GLOBAL OPTIONS:":           "OPZIONI GLOBALI:",
		"OPTIONS:":                  "OPZIONI:",
		"CATEGORY:":                 "CATEGORIA:",
		"AUTHOR":                    "AUTORE",
		"COPYRIGHT:":                "COPYRIGHT:",
		"[global options]":          "[opzioni globali]",
		"command [command options]": "comando [opzioni del comando]",
		"[command options]":         "[opzioni del comando]",
		"show help":                 "mostra l'aiuto",
		"(default: ":                "(predefinito: ",
		helpCommandUsageKey:         "mostra l'elenco dei comandi o l'aiuto di un comando",

		// notaz
		"read, check and convert chess game scores in any language": "legge, controlla e converte partite a scacchi trascritte in qualsiasi lingua",
		"notaz reads PGN and game scores written with the piece letters of any language,\nreplays every move on a board, and writes standard PGN or another language.": "notaz legge PGN e formulari scritti con le lettere dei pezzi di qualsiasi lingua,\nrigioca ogni mossa su una scacchiera e scrive PGN standard o un'altra lingua.",
		"print the version, commit and Go release notaz was built from":                                        "stampa la versione, il commit e la release di Go da cui notaz è stato compilato",
		"print the version, commit and Go release notaz was built from (as --version)":                         "stampa la versione, il commit e la release di Go da cui notaz è stato compilato (come --version)",
		"language of messages and help (default: from LC_ALL, LC_MESSAGES or LANG; C and POSIX are English): ": "lingua dei messaggi e dell'aiuto (predefinita: da LC_ALL, LC_MESSAGES o LANG; C e POSIX sono l'inglese): ",
		"EXIT STATUS:\n   0  no errors (warnings allowed)\n   1  some game had an error (check --strict: or a warning)\n   2  usage error (bad flag, bad FEN, unknown language)\n   3  I/O failure (missing file, truncated or corrupt compressed file, unwritable output)\n   130, 143, 129  interrupted (SIGINT, SIGTERM, SIGHUP); temporary files removed": "CODICI DI USCITA:\n   0  nessun errore (avvisi ammessi)\n   1  qualche partita ha un errore (check --strict: o un avviso)\n   2  errore d'uso (opzione errata, FEN errata, lingua sconosciuta)\n   3  errore di I/O (file mancante, file compresso troncato o corrotto, output non scrivibile)\n   130, 143, 129  interrotto (SIGINT, SIGTERM, SIGHUP); file temporanei rimossi",
		"errors:":   "errori:",
		"warnings:": "avvisi:",
		"[FILE...]  (none or - reads standard input)": "[FILE...]  (nessuno o - legge lo standard input)",
		"[FILE]  (none or - reads standard input)":    "[FILE]  (nessuno o - legge lo standard input)",
		"DEPTH":         "PROFONDITÀ",
		"bash|zsh|fish": "bash|zsh|fish",

		// convert
		"replay games and write them as standard PGN or in another language": "rigioca le partite e le scrive in PGN standard o in un'altra lingua",
		"Every move is checked by replaying it. A game with an error is reported on stderr\n(FILE:LINE:COL: error: ...) and written to the output exactly as it was read, so\nnothing is lost; with --rejects FILE it goes to FILE only, and the output is valid\nstandard PGN. A summary line ends the run on stderr (-q: none).": "Ogni mossa è verificata rigiocandola. Una partita con un errore è segnalata su stderr\n(FILE:RIGA:COL: errore: ...) e scritta nell'output esattamente come è stata letta, così\nnon si perde nulla; con --rejects FILE va solo in FILE, e l'output è PGN standard\nvalido. Una riga di riepilogo chiude l'esecuzione su stderr (-q: nessuna).",
		"On a terminal, a line on stderr shows games, bytes read, rate and, for files, the\npercentage and time left; never in a pipe or when $CI is set, unless --progress.":                                                                                                                                                      "Su un terminale, una riga su stderr mostra partite, byte letti, velocità e, per i file, la\npercentuale e il tempo restante; mai in una pipe o con $CI impostata, salvo --progress.",
		"output letters: pgn (standard English PGN), a language (it, de, Russian, ...) or fig (figurines)":                                                                                                                                                                                                                         "lettere in uscita: pgn (PGN standard inglese), una lingua (it, de, Russian, ...) o fig (figurine)",
		"output format: pgn (SAN movetext), uci (g1f3 e7e8q), lalg (long algebraic: Ng1-f3 e7-e8=Q), json (JSON Lines, one game a line: docs/json.md), parquet (one row a game, -o FILE: docs/parquet.md)":                                                                                                                         "formato di uscita: pgn (mosse SAN), uci (g1f3 e7e8q), lalg (algebrica estesa: Ng1-f3 e7-e8=Q), json (JSON Lines, una partita per riga: docs/json.md), parquet (una riga per partita, -o FILE: docs/parquet.md)",
		"with --format parquet: write -o DIR as Hive-style partitions by year or year,month (DIR/year=2024/month=05/part-0000.parquet)":                                                                                                                                                                                            "con --format parquet: scrive -o DIR in partizioni in stile Hive per anno o anno,mese (DIR/year=2024/month=05/part-0000.parquet)",
		"with --format json: the position (FEN) after each move":                                                                                               "con --format json: la posizione (FEN) dopo ogni mossa",
		"input piece letters: auto (detect per game), or a language code or name (it, de, Russian, fig ...)":                                                   "lettere dei pezzi in ingresso: auto (riconosciute partita per partita), o il codice o il nome di una lingua (it, de, Russian, fig ...)",
		"say which language each game was read as":                                                                                                             "dice in quale lingua è stata letta ogni partita",
		"show every warning: without it, a game's warnings of one kind beyond four are counted, not shown (text format)":                                       "mostra ogni avviso: senza, gli avvisi di un tipo oltre il quarto in una partita sono contati, non mostrati (formato testo)",
		"say which language each game was read as, and show every warning (without it, a game's warnings of one kind beyond four are counted, not shown)":      "dice in quale lingua è stata letta ogni partita e mostra ogni avviso (senza, gli avvisi di un tipo oltre il quarto in una partita sono contati, non mostrati)",
		"worker count (0 = all cores, 1 = single-threaded)":                                                                                                    "numero di worker (0 = tutti i core, 1 = un solo thread)",
		"write to FILE (atomically) instead of standard output":                                                                                                "scrive in FILE (in modo atomico) invece che sullo standard output",
		"write every game that could not be converted, verbatim, to FILE instead of the output (which is then valid standard PGN)":                             "scrive ogni partita che non è stato possibile convertire, così com'è, in FILE invece che nell'output (che allora è PGN standard valido)",
		"input encoding: auto (UTF-8, else the single-byte encoding the text reads best in), ":                                                                 "codifica in ingresso: auto (UTF-8, altrimenti la codifica a un byte in cui il testo si legge meglio), ",
		"rules for input without a Variant tag: chess, chess960, 3check, kingofthehill, atomic, antichess, crazyhouse, horde, racingkings or shatranj":         "regole per l'input senza tag Variant: chess, chess960, 3check, kingofthehill, atomic, antichess, crazyhouse, horde, racingkings o shatranj",
		"shatranj: allow the fers's optional first-move leap (rights Q/q in FEN)":                                                                              "shatranj: ammette il salto facoltativo del fers alla prima mossa (diritti Q/q nella FEN)",
		"hold at most this much of one game (bytes, or with KiB, MiB, GiB); a larger game is an error and is written out verbatim from the input as it passes": "tiene al massimo tanto di una partita (byte, o con KiB, MiB, GiB); una partita più grande è un errore ed è copiata così com'è dall'input man mano che passa",

		// --max-zstd-window (issue 21)
		"the largest window a zstd file may need (zstd --long=N needs 2^N bytes; bytes, or with KiB, MiB, GiB): a larger one is refused, since it is held in memory whole": "la finestra più grande che un file zstd può chiedere (zstd --long=N chiede 2^N byte; byte, o con KiB, MiB, GiB): una più grande è rifiutata, perché è tenuta in memoria per intero",

		"report errors only: no warnings, no summary line":                                                "segnala solo gli errori: niente avvisi, niente riga di riepilogo",
		"colour severities and the caret: auto (on a terminal, unless $NO_COLOR is set), always or never": "colora la gravità e il segno ^: auto (su un terminale, salvo $NO_COLOR impostata), always o never",
		"show games, bytes read, rate and time left on stderr":                                            "mostra su stderr partite, byte letti, velocità e tempo restante",
		"when stderr is a terminal and $CI is not set":                                                    "quando stderr è un terminale e $CI non è impostata",
		"never show progress": "non mostra mai l'avanzamento",
		"the input is a part of FILE starting at LINE with game GAME (FILE:LINE:GAME, from the index of notaz split): diagnostics name FILE and its lines and games": "l'input è una parte di FILE che inizia alla riga LINE con la partita GAME (FILE:LINE:GAME, dall'indice di notaz split): le segnalazioni nominano FILE, le sue righe e le sue partite",
		"name standard input NAME in diagnostics": "chiama NAME lo standard input nelle segnalazioni",
		"the input is a piece cut at any line (parallel --pipe without --recstart): a game cut at its start or end is kept verbatim with a warning": "l'input è un pezzo tagliato a una riga qualsiasi (parallel --pipe senza --recstart): una partita tagliata all'inizio o alla fine è copiata così com'è con un avviso",

		// check
		"validate games without writing them: illegal moves, bad results, nonstandard notation":                                                                                               "controlla le partite senza scriverle: mosse illegali, risultati errati, notazione non standard",
		"Every move is replayed. Findings go to standard output, one per line, as\nFILE:LINE:COL: SEVERITY: MESSAGE [CODE], then a summary line. Codes\n(docs/ci.md says what each means):\n": "Ogni mossa è rigiocata. Le segnalazioni vanno sullo standard output, una per riga, come\nFILE:RIGA:COL: GRAVITÀ: MESSAGGIO [CODICE], poi una riga di riepilogo. Codici\n(docs/ci.md dice che cosa significa ciascuno):\n",
		"--strict makes every warning an error; -q shows errors only, --ignore and --select\ndrop or keep codes, --summary adds the count per code. With --format json or sarif\nthe summary goes to standard error, so that standard output is pure JSON. With\n--format github the first 10 errors and 10 warnings (what GitHub shows) become\nannotations, errors first, and a Markdown summary is appended to the file\n$GITHUB_STEP_SUMMARY names. On a terminal, progress\nis shown on standard error (--progress, --no-progress: see convert --help).": "--strict fa di ogni avviso un errore; -q mostra solo gli errori, --ignore e --select\nscartano o tengono dei codici, --summary aggiunge il conteggio per codice. Con --format json\no sarif il riepilogo va sullo standard error, così lo standard output è solo JSON. Con\n--format github i primi 10 errori e 10 avvisi (quelli che GitHub mostra) diventano\nannotazioni, prima gli errori, e un riepilogo in Markdown è aggiunto al file indicato da\n$GITHUB_STEP_SUMMARY. Su un terminale l'avanzamento è mostrato\nsullo standard error (--progress, --no-progress: vedere convert --help).",
		"treat warnings as errors (exit status 1)": "tratta gli avvisi come errori (codice di uscita 1)",
		"findings as text, json (JSON Lines), github (Actions annotations) or sarif (SARIF 2.1.0, for code scanning)":  "segnalazioni come text, json (JSON Lines), github (annotazioni di Actions) o sarif (SARIF 2.1.0, per il code scanning)",
		"errors only (with --strict, warnings are errors), and no summary line":                                        "solo gli errori (con --strict gli avvisi sono errori), e nessuna riga di riepilogo",
		"leave out the findings of these codes (comma-separated: missing-tag,nonstandard-san)":                         "tralascia le segnalazioni di questi codici (separati da virgole: missing-tag,nonstandard-san)",
		"report only the findings of these codes (comma-separated)":                                                    "riporta solo le segnalazioni di questi codici (separati da virgole)",
		"end with the count of findings per code (in JSON: a summary record)":                                          "termina con il conteggio delle segnalazioni per codice (in JSON: un record di riepilogo)",
		"for a game read as running text, show the decoder's choices and the runner-up reading as notes (text format)": "per una partita letta come testo corrente, mostra le scelte del decodificatore e la seconda lettura come note (formato text)",
		"show the input line and the position under each finding":                                                      "mostra la riga dell'input e la posizione sotto ogni segnalazione",
		"when standard output is a terminal":                                                                           "quando lo standard output è un terminale",

		// split, langs, perft, completion, man
		"cut a large file into parts of N games or about N MB, at game boundaries, byte for byte": "taglia un file grande in parti di N partite o di circa N MB, tra una partita e l'altra, byte per byte",
		"Each part holds whole games, exactly as they are in the input (nothing is converted):\nthe parts put together give the input back. Text between games goes with the next part.\n--index writes, per part, its first game's number and its first line and byte offset,\nand the --origin to give convert and check so that they report against FILE\n(docs/scale.md).": "Ogni parte contiene partite intere, esattamente come sono nell'input (nulla è convertito):\nle parti messe insieme ridanno l'input. Il testo tra le partite va con la parte seguente.\n--index scrive, per ogni parte, il numero della sua prima partita, la sua prima riga e\nil suo offset in byte, e l'--origin da dare a convert e check perché segnalino rispetto a FILE\n(docs/scale.md).",
		"at most N games per part": "al massimo N partite per parte",
		"at most about SIZE per part (100MB, 512KiB, bytes; K, M, G are binary); a larger game is a part alone":                                                                             "al massimo circa SIZE per parte (100MB, 512KiB, byte; K, M, G sono binari); una partita più grande è una parte a sé",
		"part names: a pattern with one number verb (part-%04d.pgn), or a prefix (big- gives big-0001.pgn)":                                                                                 "nomi delle parti: un modello con un verbo numerico (part-%%04d.pgn), o un prefisso (big- dà big-0001.pgn)",
		"write the parts' index to FILE: TSV (part, game, line, offset, origin), or JSON Lines when FILE ends in .jsonl":                                                                    "scrive l'indice delle parti in FILE: TSV (part, game, line, offset, origin), o JSON Lines se FILE finisce in .jsonl",
		"name standard input NAME in the index's origin column":                                                                                                                             "chiama NAME lo standard input nella colonna origin dell'indice",
		"list the languages notaz reads and writes, with their piece letters":                                                                                                               "elenca le lingue che notaz legge e scrive, con le lettere dei pezzi",
		"count the leaf nodes of the legal move tree (move generator test)":                                                                                                                 "conta le foglie dell'albero delle mosse legali (test del generatore di mosse)",
		"start from this position instead of the initial one":                                                                                                                               "parte da questa posizione invece che da quella iniziale",
		"print the count below each root move":                                                                                                                                              "stampa il conteggio sotto ogni mossa alla radice",
		"rules: chess, chess960, 3check, kingofthehill, atomic, antichess, crazyhouse, horde, racingkings or shatranj":                                                                      "regole: chess, chess960, 3check, kingofthehill, atomic, antichess, crazyhouse, horde, racingkings o shatranj",
		"print the shell completion script for bash, zsh or fish":                                                                                                                           "stampa lo script di completamento della shell per bash, zsh o fish",
		"write the parts' index to FILE: TSV (part, game, line, offset, origin, size), or JSON Lines when FILE ends in .jsonl":                                                              "scrive l'indice delle parti in FILE: TSV (part, game, line, offset, origin, size), o JSON Lines se FILE finisce in .jsonl",
		"with --index: write the index and no part (convert and check then read each part in place with --bytes OFFSET:SIZE FILE)":                                                          "con --index: scrive l'indice e nessuna parte (convert e check leggono poi ogni parte sul posto con --bytes OFFSET:SIZE FILE)",
		"read only SIZE bytes of FILE from byte OFFSET (OFFSET:SIZE, the offset and size columns of notaz split --index), with --origin: a part read in place, as parallel --pipepart does": "legge solo SIZE byte di FILE dal byte OFFSET (OFFSET:SIZE, le colonne offset e size dell'indice di notaz split), con --origin: una parte letta sul posto, come fa parallel --pipepart",
		"rules: chess or shatranj": "regole: chess o shatranj",
		"Load it in the running shell, or install it once:\n   bash: source <(notaz completion bash)   (in ~/.bashrc)\n   zsh:  source <(notaz completion zsh)    (in ~/.zshrc, after compinit)\n   fish: notaz completion fish > ~/.config/fish/completions/notaz.fish": "Caricarlo nella shell in uso, o installarlo una volta:\n   bash: source <(notaz completion bash)   (in ~/.bashrc)\n   zsh:  source <(notaz completion zsh)    (in ~/.zshrc, dopo compinit)\n   fish: notaz completion fish > ~/.config/fish/completions/notaz.fish",
		"print the manual page (roff): notaz man | man -l -": "stampa la pagina di manuale (roff, in inglese): notaz man | man -l -",
		// serve
		"serve the notaz page (notaz in the browser, offline) on this machine": "serve la pagina di notaz (notaz nel browser, senza rete) su questa macchina",
		"The page converts and checks scores in the browser, with a board at every error;\nnothing pasted into it leaves the machine. serve answers only the page's own files,\non 127.0.0.1 unless --addr names another address. The page is built into the binary\nfrom a source tree: go generate ./web, then go build ./cmd/notaz.": "La pagina converte e controlla le partite nel browser, con una scacchiera a ogni errore;\nnulla di ciò che vi si incolla lascia la macchina. serve risponde solo con i file della pagina,\nsu 127.0.0.1 a meno che --addr non indichi un altro indirizzo. La pagina è inclusa nel binario\nda un albero dei sorgenti: go generate ./web, poi go build ./cmd/notaz.",
		"listen on `HOST:PORT` (port 0: any free port); a host other than loopback lets other machines open the page": "ascolta su `HOST:PORT` (porta 0: una porta libera qualsiasi); un host diverso dal loopback permette ad altre macchine di aprire la pagina",
		"open the page in the default browser": "apre la pagina nel browser predefinito",
		// decode
		"turn a handwriting recogniser's readings of scoresheets into the most probable legal games":                                                                   "trasforma le letture dei formulari fatte da un riconoscitore di scrittura a mano nelle partite legali più probabili",
		"[FILE...]  (none or - reads standard input; with --pair: WHITE BLACK)":                                                                                        "[FILE...]  (nessuno o - legge lo standard input; con --pair: BIANCO NERO)",
		"the language of the letters (it, de, fig …), or auto: the one under which the sheet is most probable":                                                         "la lingua delle lettere (it, de, fig …), o auto: quella con cui il formulario è più probabile",
		"output: pgn (a {notaz: 0.41} comment after each move below --mark-below) or json (one line per sheet: each move with its SAN, probability, runner-up, boxes)": "output: pgn (un commento {notaz: 0.41} dopo ogni mossa sotto --mark-below) o json (una riga per formulario: ogni mossa con SAN, probabilità, seconda scelta, caselle)",
		"beam width: partial games kept per ply (time and memory grow as width × boxes)":                                                                               "ampiezza del fascio: partite parziali tenute per semimossa (tempo e memoria crescono come ampiezza × caselle)",
		"confidence under which a move is marked and listed for checking":                                                                                              "fiducia sotto la quale una mossa è segnata ed elencata da controllare",
		"exit 1 when any move is below --mark-below":                                                                                                                   "esce con 1 se una mossa è sotto --mark-below",
		"two files: the two players' sheets of the same games, decoded together":                                                                                       "due file: i formulari dei due giocatori delle stesse partite, decodificati insieme",
		"no summary or warnings on standard error (errors only)":                                                                                                       "nessun riepilogo né avviso sullo standard error (solo errori)",

		// Chess960 (issue 25).
		"Chess960 castling in UCI: 960 (the king takes its rook: e1h1) or standard (e1g1 where chess has it)": "arrocco Chess960 in UCI: 960 (il re prende la sua torre: e1h1) o standard (e1g1 dove gli scacchi lo hanno)",
	}
}

// italianOutput is what check and convert print besides the findings.
func italianOutput() map[string]string {
	return map[string]string{
		// check's output besides the findings
		"; did you mean %s?":                    "; forse %s?",
		"; use --from":                          "; indicare la lingua con --from",
		"White to move":                         "tratto al Bianco",
		"Black to move":                         "tratto al Nero",
		"findings by code:":                     "segnalazioni per codice:",
		"| code | severity | findings |":        "| codice | gravità | segnalazioni |",
		"| place | severity | code | message |": "| posizione | gravità | codice | messaggio |",
		"not UTF-8; read as %s (%s)":            "non UTF-8; letto come %s (%s)",

		// mixed encodings (issue 21)
		"valid UTF-8 in text read as %s: lines like this one are read as UTF-8": "UTF-8 valido in un testo letto come %s: le righe come questa sono lette come UTF-8",

		"if the text is wrong, try --encoding %s":                 "se il testo è sbagliato, provare --encoding %s",
		"if the text is wrong, name the encoding with --encoding": "se il testo è sbagliato, indicare la codifica con --encoding",
		"read as %s (%s)":                          "letto come %s (%s)",
		"no encoding reads it as text":             "nessuna codifica lo legge come testo",
		"the evidence does not decide":             "gli indizi non bastano a decidere",
		"named by the caller":                      "indicata da chi chiama",
		"valid UTF-8":                              "UTF-8 valido",
		"byte order mark":                          "byte order mark",
		"NUL every other byte, no byte order mark": "NUL un byte sì e uno no, senza byte order mark",
		"reads as chess text":                      "si legge come testo di scacchi",
	}
}

// helpCommandUsageKey is the usage urfave/cli gives its help command.
const helpCommandUsageKey = "Shows a list of commands or help for one command"

// merged is the union of maps (keys are unique across them: a test
// would see a lost one missing).
func merged(ms ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}
