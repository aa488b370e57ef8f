# Damier in italiano.

## Giochi, colori e pezzi

game-international = Internazionale
game-italian = Italiana
game-thai = Thailandese
game-hexdame = Hexdame
game-lasca = Lasca
side-white = Bianco
side-black = Nero
side-red = Rosso
piece-white-man = Pedina bianca
piece-black-man = Pedina nera
piece-red-man = Pedina rossa
piece-white-king = Damone bianco
piece-black-king = Damone nero
piece-red-king = Damone rosso
piece-white-soldier = Soldato bianco
piece-black-soldier = Soldato nero
piece-white-officer = Ufficiale bianco
piece-black-officer = Ufficiale nero

## Menu e comandi

menu-file = File
menu-edit = Modifica
menu-game = Partita
menu-moves = Mosse
menu-analysis = Analisi
menu-view = Vista
menu-help = Aiuto
command-new-game = Nuova partita
command-undo = Annulla
command-redo = Ripeti
command-hint = Suggerimento
command-move-now = Muovi ora
command-offer-draw = Proponi patta
command-pause-clock = Ferma l'orologio
command-resign = Abbandona
command-back = Indietro
command-forward = Avanti
command-to-start = All'inizio
command-to-end = Alla fine
command-flip = Ruota la damiera
command-coordinates = Coordinate
command-frame-timings = Tempi dei fotogrammi
command-edit-position = Modifica posizione
command-analyse = Analizza
command-review = Rivedi la partita
command-endgame-tables = Database dei finali…
command-how-to-play = Come si gioca
command-open = Apri…
command-save = Salva
command-save-as = Salva con nome…
command-game-list = Altre partite del file…
command-game-info = Informazioni sulla partita…
command-copy-fen = Copia la posizione (FEN)
command-copy-diagram = Copia la posizione (diagramma)
command-paste-fen = Incolla una posizione (FEN)
menu-review-time = Tempo di revisione per mossa
menu-animate = Anima le mosse
menu-sound = Suoni
menu-language = Lingua
language-system = Come il sistema
theme-system = Come il sistema
theme-light = Chiaro
theme-dark = Scuro
theme-to-light = Passa al tema chiaro
theme-to-dark = Passa al tema scuro
menu-recent-files = File recenti
menu-clear-recent = Svuota l'elenco
menu-recent-games = Partite recenti
recent-game = { $moves ->
    [one] { $game }, { $moves } mossa
   *[other] { $game }, { $moves } mosse
}
recent-game-players = { $moves ->
    [one] { $game }, { $moves } mossa, { $players }
   *[other] { $game }, { $moves } mosse, { $players }
}
recent-unreadable = Una partita che non si è potuta leggere
age-just-now = proprio ora
age-minutes = { $minutes } min fa
age-hours = { $hours } h fa
age-yesterday = ieri
age-days = { $days } giorni fa

## Pannello laterale

side-game-type = Gioco
player-person = Persona
player-computer = Computer
player-person-hint = Il { $side } è giocato da una persona
player-computer-hint = Il { $side } è giocato dal computer
player-remote = DXP
player-remote-hint = Il { $side } è giocato da un altro programma, via DamExchange (DXP)
player-remote-international = DamExchange porta solo la dama internazionale
remote-heading = Programma via DamExchange (DXP)
remote-connect = Chiamarlo
remote-listen = Attendere la sua chiamata
remote-address = Indirizzo
remote-start-connect = Connetti
remote-start-listen = Attendi
remote-stop = Riaggancia
remote-off = Non connesso
remote-connecting = Chiamata a { $address }…
remote-listening = In attesa su { $address }…
remote-connected = Connesso a { $name } ({ $address })
remote-failed = Non connesso: { $reason }
notice-remote-game = Inizia una partita con { $name }
notice-remote-declined = { $name } ha rifiutato la partita
notice-remote-ended = { $name } ha chiuso la partita
notice-remote-stopped = { $name } ha fermato la partita senza risultato
notice-remote-broke = { $name } ha interrotto la partita irregolarmente: { $reason }
notice-remote-chat = { $name } dice: { $text }
notice-remote-lost = La connessione con { $name } è terminata: { $reason }
notice-remote-lost-track = La partita nella finestra non segue più quella con { $name }, che è stata chiusa
notice-remote-no-undo = In una partita via DamExchange non si ritirano mosse
notice-remote-no-pause = Una partita via DamExchange non si può mettere in pausa
notice-remote-no-draw = Un programma via DamExchange non accetta proposte di patta
notice-remote-at-end = In una partita via DamExchange si gioca dalla sua ultima posizione
side-strength = Forza
side-time-per-move = Tempo per mossa
side-time-on-clock = Con l'orologio il computer gestisce da sé il suo tempo
side-book = Libro delle aperture
side-book-hint = Il computer gioca le prime mosse dal libro delle aperture di Damier, scegliendo a caso tra mosse di valore quasi uguale; se disattivato, calcola ogni mossa
side-book-none = Nessun libro delle aperture per questo gioco ({ $game }): il computer calcola ogni mossa
side-threads = Thread
side-threads-hint = { $processors ->
    [one] Quanti dei { $processors } processore di questo computer usano il giocatore automatico e l'analisi: di più è più forte, di meno lascia spazio ad altri programmi
   *[other] Quanti dei { $processors } processori di questo computer usano il giocatore automatico e l'analisi: di più è più forte, di meno lascia spazio ad altri programmi
}
unit-seconds = { $value } s
unit-minutes = { $value } min
unit-hours = { $value } h
time-period = { $moves } mosse in { $base }, poi { $added }
time-increment = { $base } + { $increment }
time-delay = { $base }, ritardo { $delay }
unit-minutes-suffix = { " " }min
unit-seconds-suffix = { " " }s
routes-heading = Scegli il percorso
routes-text = Clicca sulla damiera le case da attraversare, o scegli un percorso:
moves-heading = Mosse
column-hint = Punta una colonna per vederla dall'alto in basso.
column-heading = { $pieces ->
    [one] Colonna su { $cell }: { $pieces } pezzo
   *[other] Colonna su { $cell }: { $pieces } pezzi
}
column-commander = { $piece } (comandante)

## Orologi

clock-resume = Riavvia l'orologio
clock-pause = Ferma l'orologio
clock-none = Senza orologio
clock-label = Orologio
clock-type-one = Scrivine uno…
clock-game-time = Tempo per la partita
clock-increment = Aggiunto dopo ogni mossa
clock-typed-hint = Secondi per la partita, +incremento, d ritardo, mosse/secondi:altro; Invio lo imposta

## Riga di stato

status-editing = Modifica di una posizione: la partita resta com'era finché non giochi da qui
status-hint = Cerco un suggerimento…
status-analysing = Analisi in corso…
status-thinking = Il { $side } sta pensando…
status-depth = { $text }  profondità { $depth }, { $score } per il { $side }
status-to-move = Tocca al { $side }
status-computer-to-move = Tocca al { $side } (computer): premi Spazio per farlo giocare qui
status-dismiss = Chiudi
outcome-wins = Vince il { $winner }: { $reason }
outcome-draw = Patta: { $reason }
end-no-legal-move = il { $loser } non può muovere
end-resignation = il { $loser } ha abbandonato
end-time = il { $loser } ha finito il tempo
end-repetition = la stessa posizione si è ripetuta tre volte
end-twenty-five-moves = regola delle 25 mosse
end-sixteen-moves = regola delle 16 mosse
end-five-moves = regola delle 5 mosse
end-forty-moves = regola delle 40 mosse
end-agreement = d'accordo tra i giocatori
end-forfeit = il { $loser } ha perso a tavolino
notice-clock-next-game = L'orologio vale dalla prossima partita
notice-no-clock = Questa partita non ha l'orologio
notice-nothing-to-undo = Non c'è nessuna mossa da annullare
notice-nothing-to-redo = Non c'è nessuna mossa da ripetere
notice-hint-for-person = Il suggerimento è per una persona che deve muovere
notice-draw-declined = Il computer rifiuta la patta e continua
notice-left-behind = { $games ->
    [one] { $games } partita lasciata da altre finestre: vedi File › Partite recenti
   *[other] { $games } partite lasciate da altre finestre: vedi File › Partite recenti
}
notice-restored = Partita recente ripristinata
notice-not-restored = Non è stato possibile ripristinare la partita: { $error }
notice-restored-clocks-paused = Gli orologi della partita sono fermi: P li riavvia
notice-copied = Posizione copiata: { $fen }
notice-diagram-copied = Posizione copiata come immagine
notice-no-clipboard = Non ci sono appunti da cui incollare
notice-fen-set-up = Posizione impostata dal FEN
notice-fen-refused = FEN rifiutato per la dama { $game }: { $error }
notice-cannot-play = Non si può giocare da questa posizione: { $problem }
notice-opened = Aperto { $file }
notice-saved = Salvato in { $path }
notice-dialog-open = C'è già una finestra di scelta dei file aperta
notice-saving-already = La partita è già in corso di salvataggio
notice-save-not-started = Non è stato possibile salvare la partita: { $error }
notice-recent-not-written = Non è stato possibile scrivere i file recenti: { $error }
notice-last-game-kept-aside = Non è stato possibile ripristinare l'ultima partita ({ $error }); è conservata in { $kept }
notice-last-game-lost = Non è stato possibile ripristinare l'ultima partita ({ $error }); non è stato possibile metterla da parte: { $aside }
notice-not-kept-recent = Non è stato possibile conservare la partita tra quelle recenti: { $error }
notice-not-kept-next-start = Non è stato possibile conservare questa partita per il prossimo avvio ({ $error }): se Damier si ferma ora, le mosse non salvate in un file vanno perse.
notice-games-not-kept = Le partite non possono essere conservate nella cartella dei dati ({ $error }): le mosse non salvate in un file vanno perse alla chiusura di Damier.
notice-nothing-to-review = Non c'è ancora nessuna mossa da rivedere
move-not-a-move = '{ $text }' non è una mossa: servono case unite da '-' o 'x'
move-unknown-cell = '{ $cell }' in '{ $text }' non è una casa di questa damiera
move-illegal = { $text } non è una mossa regolare qui (regolari: { $legal })
move-ambiguous = { $text } è ambigua: può essere { $candidates }
move-not-legal = Questa mossa non è regolare
settings-unreadable = Non è stato possibile leggere le impostazioni in { $path } ({ $why }); si usano quelle predefinite.
settings-kept-aside = Non è stato possibile leggere le impostazioni in { $path } ({ $why }; il file è conservato come { $kept }); si usano quelle predefinite.
settings-not-kept = Non è stato possibile leggere le impostazioni in { $path } ({ $why }; il file non si è potuto mettere da parte: { $aside }); si usano quelle predefinite.
settings-not-saved = Non è stato possibile salvare le impostazioni: { $error }

## Perché una mossa non è regolare

list-or = { $first } o { $last }
list-others = altre
refusal-not-playable = I pezzi stanno solo sulle case giocabili
refusal-no-piece = Non c'è nessun pezzo su { $cell }
refusal-not-your-piece = Quel pezzo è del { $owner }: tocca al { $mover }
refusal-nowhere = Una mossa deve pur andare da qualche parte
refusal-capture-unfinished = La presa va completata: { $capture }
refusal-piece-must-capture = Questo pezzo deve prendere: { $moves }
refusal-capture-compulsory = La presa è obbligatoria: { $moves }
refusal-occupied = { $cell } non è libera
refusal-along-lines = I pezzi si muovono lungo le linee delle case
refusal-diagonally = I pezzi si muovono in diagonale
refusal-man-forward-only = { $piece ->
    [soldier] Il soldato si muove solo in avanti
   *[man] La pedina si muove solo in avanti
}
refusal-man-one-cell = { $piece ->
    [soldier] Il soldato si muove di una casa alla volta
   *[man] La pedina si muove di una casa alla volta
}
refusal-king-one-cell = { $piece ->
    [officer] Nella Lasca l'ufficiale si muove di una casa alla volta
   *[king] Nella dama italiana il damone si muove di una casa alla volta
}
refusal-blocked = La strada verso { $cell } è bloccata
refusal-cannot-move = Quel pezzo non può muovere
refusal-can-go-to = Quel pezzo può andare in { $moves }
refusal-man-takes-king = Nella dama italiana la pedina non può prendere il damone
refusal-maximum = { $pieces ->
    [one] Devi prendere il massimo: { $pieces } pezzo
   *[other] Devi prendere il massimo: { $pieces } pezzi
}
refusal-king-first = Nella dama italiana la presa col damone viene prima di quella con la pedina
refusal-most-kings = Devi prendere più damoni possibile: { $kings }
refusal-king-early = Devi prendere un damone il prima possibile

## Analisi e revisione

analysis-heading = Analisi
analysis-lines = linee
analysis-stop = Ferma
analysis-stop-hint = Spegni l'analisi
analysis-game-over = Qui la partita è finita.
analysis-thinking = Sto pensando…
analysis-busy = Il motore sta cercando una mossa; l'analisi riprende subito dopo.
analysis-progress = Profondità { $depth }/{ $seldepth } · { $speed } nodi/s · { $nodes } nodi · { $seconds } s
analysis-searched-out = Ricerca completa: ogni linea finisce con la partita o nel database dei finali · { $nodes } nodi · { $seconds } s
analysis-starting = Avvio…
analysis-play = Gioca
analysis-play-hint = Gioca sulla damiera la prima mossa di questa linea, la migliore del motore
analysis-play-line = Gioca la linea { $number }
score-wins-in = Vince il { $side } in { $moves }
score-win-in = vince in { $moves }
score-loss-in = perde in { $moves }
score-wins-by-tables = Vince il { $side } (database)
score-win-by-tables = vince (database)
score-loss-by-tables = perde (database)
review-heading = Revisione della partita
review-start = Rivedi la partita
review-close = Chiudi
review-progress = { $done } di { $total } posizioni
review-cancel = Annulla
review-per-move = per mossa
review-graph = Grafico della valutazione
review-start-point = Inizio: { $score }
review-moves = Mosse
review-inaccuracies = ?! Imprecisioni
review-mistakes = ? Errori
review-blunders = ?? Errori gravi
review-average-loss = Perdita media
review-thresholds = Una mossa che perde almeno { $inaccuracy } pedine rispetto alla migliore del motore è ?!, { $mistake } pedine ?, { $blunder } pedine ??.

## Aiuto

help-title = Aiuto
help-moving-heading = Muovere i pezzi
help-moving = Trascina un pezzo a destinazione, oppure clicca sul pezzo e poi sulla destinazione. Le case dove può andare sono segnate. Quando la presa è obbligatoria, i pezzi che devono prendere sono cerchiati. Se due prese diverse hanno la stessa partenza e lo stesso arrivo, i loro percorsi sono disegnati: clicca sulle case da attraversare, o scegli il percorso nell'elenco. Senza mouse: premi M e scrivi la mossa (32-28, 28x19, c3-d4; vengono proposte le mosse regolari che cominciano così), oppure premi B e percorri la damiera con i tasti freccia: Invio solleva un pezzo e lo posa; Esc lascia la damiera.
help-setting-up-heading = Preparare e analizzare
help-setting-up = Partita › Modifica posizione mostra una tavolozza: clicca su una casa per metterci il pezzo scelto, clic destro per toglierlo, trascina i pezzi sulla damiera o fuori. Nella Lasca i nuovi pezzi vanno in cima o in fondo a una colonna. I problemi sono indicati con la loro casa; da una posizione regolare si può giocare contro il computer o in due. Analisi › Analizza mostra le migliori linee del motore (cliccane una per giocarla come variante); Analisi › Rivedi la partita giudica ogni mossa. { $thresholds }
help-keyboard-heading = Tastiera

## Editor di posizione

editor-heading = Modifica posizione
editor-palette-hint = { $piece }: clicca per sceglierlo, o trascinalo sulla damiera
editor-remove = Togli
editor-remove-hint = Un clic toglie un pezzo
editor-how = Clicca su una casa per metterci il pezzo, clic destro per toglierlo; trascina i pezzi per spostarli, fuori dalla damiera per toglierli.
editor-to-move = Muove:
editor-clear = Svuota la damiera
editor-start = Posizione iniziale
editor-flip-colours = Inverti i colori
editor-new-pieces-go = I nuovi pezzi vanno
editor-on-top = in cima
editor-beneath = in fondo
editor-column-hint = Clicca su una casa per costruirci la colonna.
editor-empty-cell = { $cell } è vuota
editor-add-on-top = Aggiungi in cima
editor-add-on-top-hint = In cima: { $piece }
editor-add-beneath = Aggiungi in fondo
editor-add-beneath-hint = In fondo: { $piece }
editor-remove-top = Togli quello in cima
editor-no-move = Il { $side } qui non ha mosse. { $outcome }.
setup-off-board = La casa { $cell } non è una casa giocabile di questa damiera
setup-occupied = Due pezzi sulla casa { $cell }
setup-man-on-promotion = Una pedina del { $side } su { $cell }, la sua riga di promozione
setup-too-many = Il { $side } ha { $count } pezzi; questo gioco ne ha al massimo { $max }
setup-column-twice = Due colonne date per la casa { $cell }
setup-soldier-commander = La colonna su { $cell } è comandata da un soldato del { $side } sulla sua riga di promozione
setup-too-many-in-columns = Le colonne contengono { $count } pezzi in tutto (la più alta su { $tallest }); la Lasca ne ha al massimo { $max }
fen-syntax = FEN, colonna { $column }: { $problem }
fen-invalid = Il FEN descrive una posizione impossibile: { $problem }
fen-missing-side = manca il lato che muove (W o B)
fen-bad-side = il lato che muove dev'essere W o B, non '{ $side }'
fen-empty = FEN vuota
fen-too-many-lists = una FEN ha al più due liste di pezzi, del Bianco e del Nero
fen-expected-side = atteso W o B, trovato '{ $found }'
fen-list-twice = la lista { $side } compare due volte
fen-empty-entry = una voce vuota tra due virgole
fen-not-a-cell = '{ $cell }' non è una casa di questa scacchiera
fen-backwards-range = l'intervallo { $low }-{ $high } va all'indietro
fen-lasca-one-list = una FEN di Lasca ha una sola lista di colonne dopo il lato che muove
fen-expected-cell = attesa una casa come d4, trovato '{ $found }'
fen-expected-rank = attesa la traversa della casa '{ $file }…'
fen-not-a-lasca-cell = '{ $cell }' non è una casa della scacchiera di Lasca
fen-not-a-piece = '{ $found }' non è un pezzo: atteso w, W, b o B
fen-empty-column = nessun pezzo dopo { $cell }: una colonna ne vuole almeno uno tra w, W, b, B
editor-legal = Posizione regolare: pronta per giocare.
editor-fen-hint = la posizione non è ancora regolare
editor-set-up-fen = Imposta dal FEN
editor-play-heading = Gioca da qui
editor-play-against = Gioca col { $side } contro il computer
editor-two-players = Nuova partita da qui (due giocatori)
editor-back = Torna alla partita

## File

dialog-open = Apri partite
dialog-save = Salva la partita
dialog-pdn-files = Partite PDN
dialog-all-files = Tutti i file
file-and-game = { $file }, partita { $number }
unsaved-heading = Salvare le modifiche?
unsaved-text = La partita ha modifiche non salvate in { $file }.
not-kept-heading = Questa partita non può essere conservata
not-kept-text = Damier non ha potuto conservare questa partita tra le partite recenti ({ $error }). Se viene sostituita ora, le sue mosse vanno perse. Salvarla prima in un file?
answer-save = Salva
answer-dont-save = Non salvare
answer-cancel = Annulla
overwrite-changed-heading = Il file è cambiato sul disco
overwrite-changed = { $file } è stato modificato da un altro programma dopo che Damier l'ha letto o scritto. Salvando ora quelle modifiche andrebbero perse.
overwrite-several-heading = Salvare in un file con più partite?
overwrite-own-game = { $file } contiene { $games } partite; questa è la partita { $number }. Salvando solo questa partita si toglierebbero le altre { $others }.
overwrite-several = { $file } contiene { $games } partite. Sostituendo il file con questa partita si toglierebbero tutte.
overwrite-replace-heading = Sostituire il file?
overwrite-exists = { $file } esiste già.
overwrite-overwrite = Sovrascrivi
overwrite-save-as = Salva con nome…
overwrite-reload = Ricarica il file
overwrite-replace-game = Sostituisci solo la partita { $number }
overwrite-append = Aggiungi questa partita in fondo
overwrite-replace-all = Sostituisci tutte le { $games } partite
overwrite-other-name = Scegli un altro nome…
overwrite-replace = Sostituisci
info-heading = Informazioni sulla partita
info-event = Evento
info-site = Luogo
info-date = Data
info-round = Turno
info-date-hint = AAAA.MM.GG, ?? se non nota
info-ok = OK
list-heading = { $games ->
    [one] { $file }: { $games } partita
   *[other] { $file }: { $games } partite
}
list-filter = Filtra per giocatore, evento, data o risultato
list-shown = { $shown } di { $total } mostrate
list-open = Apri la partita
list-result = Risultato
list-does-not-load = non si carica
list-moves = { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}
list-game = Partita { $number }: { $text }
reading-heading = Lettura di { $file }…
reading-games = { $games ->
    [one] { $games } partita finora
   *[other] { $games } partite finora
}
reading-stop = Ferma
drop-file = Rilascia un file PDN per aprirlo
problem-unreadable-title = Il file non si può aprire
problem-no-games-title = Nessuna partita
problem-no-games = { $path } non contiene partite
problem-game-title = La partita { $number } non si carica
problem-game = In { $file }: { $error }
problem-not-saved-title = La partita non è stata salvata
problem-not-saved = Impossibile scrivere { $path }: { $error }. Il file è com'era prima; la partita è ancora qui e viene conservata per il prossimo avvio.
problem-warnings-title = { $file } è stato letto con avvisi
problem-no-dialog-title = Nessuna finestra per i file
problem-no-dialog-portal = Non è stato possibile mostrare una finestra per i file. Damier usa la scelta dei file del desktop attraverso il portale XDG: installa xdg-desktop-portal con un backend come xdg-desktop-portal-gtk o xdg-desktop-portal-kde, oppure installa zenity. Nel frattempo scrivi qui sotto il percorso del file, apri una partita con `damier FILE.pdn`, o trascina il file sulla finestra.
problem-no-dialog = Non è stato possibile mostrare una finestra per i file. Scrivi qui sotto il percorso del file, o trascina il file sulla finestra.
problem-open-before = Apri le { $plies } semimosse prima dell'errore
problem-warnings = { $count ->
    [one] { $count } cosa nel file non seguiva il PDN ed è stata letta come descritto:
   *[other] { $count } cose nel file non seguivano il PDN e sono state lette come descritto:
}
problem-warnings-save = Poiché ciò che è stato letto potrebbe non essere tutto il contenuto del file, Salva chiede un file invece di sovrascrivere questo.
problem-path = Percorso:
problem-open = Apri
problem-close = Chiudi

## Playing without a mouse
command-type-move = Scrivi una mossa
command-keyboard-board = Muovi sulla damiera con la tastiera
move-box-label = Mossa:
move-box-example = es. { $example }
move-box-none = Nessuna mossa regolare comincia così
board-cell-empty = { $cell }, vuota
board-cell-piece = { $cell }, { $piece }
board-cell-column = { $cell }, colonna di { $count }, in cima { $piece }
board-cell-picked-up = sollevato
board-cell-moves = mosse: { $moves }
status-last-move = Ultima mossa: { $side } { $played }
status-last-move-book = Ultima mossa: { $side } { $played } (libro delle aperture)
list-filter-label = Filtro:
clock-typed-label = Cadenza:

## Studying a game opened or set up
command-play-computer = Gioca contro il computer da qui
side-studied = Questa partita è da studiare: giochi entrambi i colori e il computer aspetta.
status-studied = Studio: il computer aspetta
notice-game-over-no-move = La partita è finita: nessuna mossa dopo il risultato

## A paused clock
status-paused = Orologi in pausa: nessuna mossa finché P non li riavvia

## Playing the engine's lines
analysis-play-first = Gioca la mossa migliore della linea { $number }
analysis-play-all = Gioca tutta
analysis-play-all-hint = Gioca tutta la linea sulla damiera
analysis-play-all-clock = Non in una partita con l'orologio: lì le mosse si giocano una alla volta
notice-line-on-clock = In una partita con l'orologio le mosse si giocano una alla volta

## The result of a game
moves-result = Risultato: { $result }
status-result = Fine della partita: { $result }

## Quitting
command-quit = Esci

## The result in the game information
info-result = Risultato
info-result-win = { $result }: vince il { $side }
info-result-draw = { $result }: patta
info-result-both-lose = { $result }: perdono entrambi
info-result-unknown = { $result }: sconosciuto o non finita

## A path typed by hand
problem-path-hint = un nome in { $folder }, o un percorso completo (~ è la tua cartella home)

## The theme button
theme-switch-light = Passa al chiaro
theme-switch-dark = Passa allo scuro

## A game replaced
notice-kept-recent = La partita di prima è conservata: File › Partite recenti la riporta

## Editing the move list
moves-delete = Elimina questa mossa e le seguenti
moves-promote = Rendi questa la linea principale
moves-comment = Commento…
comment-heading = Commento dopo { $played }
comment-label = Commento:

## Games saved against the computer
menu-your-name = Il tuo nome
name-label = Il tuo nome nelle partite salvate contro il computer:
player-damier-level = Damier livello { $level }
event-against-computer = Partita contro Damier

## About Damier, and the rules of each game
command-about = Informazioni su Damier
about-version = Versione { $version }
about-what = Gioca e analizza la dama internazionale, italiana e thailandese, Hexdame e Lasca.
about-licence = Licenza: MIT o Apache 2.0, a scelta.
about-fonts = Caratteri: parti di Noto Sans Thai e Noto Sans, con la SIL Open Font Licence 1.1; quelli di egui: Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT), Noto Emoji (SIL Open Font Licence 1.1) ed emoji-icon-font (MIT).
command-rules = Regole di questo gioco
rules-title = Regole: { $game }
rules-international = La dama internazionale si gioca sulle case scure di una damiera 10×10, 20 pedine per parte; muove prima il Bianco. La pedina avanza di una casa in diagonale e prende saltando un pezzo avversario, in avanti o all'indietro, sulla casa vuota dietro di esso; più salti di fila fanno una sola mossa. La presa è obbligatoria e va giocata la sequenza che prende più pezzi. La pedina che termina la mossa sull'ultima traversa diventa dama, che muove e prende a qualsiasi distanza lungo una diagonale libera. Chi non può muovere perde; la ripetizione e alcune regole di conteggio nei finali di dame danno patta.
rules-italian = La dama italiana si gioca su una damiera 8×8 con una casa scura in basso a destra di ogni giocatore, 12 pedine per parte; muove prima il Bianco. Le pedine muovono e prendono solo in avanti, di una casa in diagonale, e la pedina non può prendere la dama. La presa è obbligatoria: si prendono più pezzi possibile; a parità si prende con la dama; poi si prendono più dame; poi una dama il prima possibile. La pedina che raggiunge l'ultima traversa diventa dama e la mossa finisce; la dama muove e prende di una casa in diagonale, in avanti o all'indietro. Chi non può muovere perde.
rules-thai = La dama thailandese si gioca su una damiera 8×8 con 8 pedine per parte sulle prime due traverse; muove prima il Bianco. Le pedine muovono e prendono solo in avanti, di una casa in diagonale. Le dame muovono a qualsiasi distanza lungo una diagonale libera e prendono da lontano, ma si fermano sulla casa subito dietro il pezzo preso. La presa è obbligatoria, ma si può scegliere qualsiasi sequenza. La pedina che raggiunge l'ultima traversa, anche durante una presa, si ferma lì e diventa dama. Chi non può muovere perde.
rules-hexdame = Hexdame è la dama su una damiera esagonale di 61 case, 16 pedine per parte, il Bianco contro il Rosso; muove prima il Bianco. La pedina avanza di una casa e prende in tutte e sei le direzioni, in avanti e all'indietro, saltando un pezzo avversario sulla casa vuota dietro di esso. La presa è obbligatoria e va giocata la sequenza che prende più pezzi. La pedina che termina la mossa sul bordo opposto diventa dama, che muove e prende a qualsiasi distanza lungo le sue sei linee, come la dama internazionale. Chi non può muovere perde.
rules-lasca = Lasca si gioca su 25 case di una damiera 7×7, 11 soldati per parte; muove prima il Bianco. I soldati avanzano di una casa in diagonale; gli ufficiali, soldati arrivati all'ultima traversa, muovono di una casa in diagonale in ogni direzione. Una presa salta una colonna avversaria e ne prende solo il pezzo in cima, che va sotto la colonna che prende: le colonne crescono, e ognuna appartiene al colore del pezzo in cima e muove come esso. La presa è obbligatoria e si può scegliere qualsiasi sequenza. Chi non può muovere perde.

## The column inspector
column-more = … e altri { $more } sotto

## Database dei finali

egdb-title = Database dei finali
egdb-about = I risultati esatti (vittoria, patta o sconfitta) delle posizioni di { $game } con pochi pezzi, calcolati su questo computer.
egdb-lasca = Il Lasca tiene sulla scacchiera ogni pezzo catturato, in colonne: i database dei finali non valgono per questo gioco.
egdb-no-folder = Non c'è una cartella dei dati in cui tenere i database dei finali.
egdb-folder = Tenuti in { $folder }
egdb-pieces = { $pieces } pezzi
egdb-built = { $built } tabelle su { $tables } costruite
egdb-building = Costruzione delle tabelle di { $game } fino a { $pieces } pezzi
egdb-progress = { $table }: { $finished } tabelle su { $tables }
egdb-time-left = Ancora circa { $time }
egdb-cancel = Annulla
egdb-finished = Tutte le tabelle richieste sono costruite.
egdb-cancelled = Annullato: le tabelle finite restano, e costruendo di nuovo si riprende da lì.
egdb-failed = La costruzione non è riuscita: { $error }
egdb-build = Costruisci fino a { $pieces } pezzi
egdb-needs = Richiede circa { $size } di spazio su disco
egdb-refused = La tabella dei finali { $file } non viene usata: { $error }
egdb-why-truncated = il file è troncato ({ $have } byte, { $need } attesi)
egdb-why-not-a-table = non è un file di tabella dei finali di Damier
egdb-why-format = è nel formato di tabella { $found }, e questa versione legge il formato { $reads }
egdb-why-checksum = la somma di controllo non corrisponde: il file è danneggiato
egdb-why-mismatch = il file contiene { $found }, non { $expected }
egdb-why-malformed = il file è malformato
egdb-why-no-tables = { $game } non ha tabelle dei finali
egdb-why-no-tables-here = questo gioco non ha tabelle dei finali
egdb-why-pieces = le tabelle si costruiscono da 2 a { $most } pezzi, non { $pieces }
egdb-why-missing = prima serve la tabella { $table }
egdb-why-too-large = { $table } ha { $positions } posizioni, più di quante una tabella ne possa contenere
egdb-verdict-win = Database: vince { $side }
egdb-verdict-draw = Database: patta

## File errors: what was being done, to which file or folder, and why
file-error-read = impossibile leggere { $path }: { $why }
file-error-write = impossibile scrivere { $path }: { $why }
file-error-remove = impossibile eliminare { $path }: { $why }
file-error-create-folder = impossibile creare la cartella { $path }: { $why }
file-error-lock = impossibile riservare { $path }: { $why }
why-not-found = il file o la cartella non esiste
why-permission-denied = permesso negato
why-disk-full = il disco è pieno
why-read-only = il disco è di sola lettura
why-is-folder = è una cartella, non un file
why-too-big = è più grande dei { $megabytes } MB che Damier legge
why-not-latin1 = il file è in Latin-1, che non può contenere il carattere { $character }
why-damaged = il contenuto non si legge alla riga { $line }, colonna { $column }
why-no-game = non contiene la partita { $number }
why-all-windows-kept = { $windows } finestre vi conservano già le loro partite
why-stopped = il lavoro si è interrotto prima della fine

## PDN reading: where a game stops loading and why, what a lenient reading got past
pdn-at = riga { $line }, colonna { $column }: { $what }
pdn-players = { $players }, { $what }
pdn-warning = partita { $game }, { $what }; { $remedy }
pdn-warning-times = partita { $game }, { $what }; { $remedy } ({ $count } volte in questa partita, la prima qui)
pdn-latin1 = { $file } non è in UTF-8: è stato letto come Latin-1
pdn-unexpected-char = carattere inatteso '{ $character }'
pdn-not-a-move = '{ $word }' non è una mossa, un numero di mossa, un risultato né un'annotazione
pdn-spaces-in-move = spazi dentro la mossa '{ $written }'
pdn-nested-comment = '{"{"}' dentro un commento (i commenti PDN non si annidano)
pdn-unclosed-comment-resumes = il commento non viene mai chiuso; la lettura riprende con i tag della partita seguente alla riga { $line }
pdn-unclosed-comment-lost = il commento non viene mai chiuso; gli ultimi { $bytes } byte del testo vi sono dentro e non sono stati letti
pdn-too-long = { $what } più lungo di { $limit } byte
pdn-bad-tag = tag malformato: { $fault }
pdn-too-deep = varianti annidate oltre { $depth } livelli
pdn-unclosed-variation = la variante non viene mai chiusa
pdn-unmatched-close = ')' non chiude nessuna variante
pdn-variation-without-move = variante prima di qualsiasi mossa
pdn-misplaced-setup = una posizione (/FEN .../) può venire solo prima della prima mossa
pdn-misplaced-result = risultato dentro una variante
pdn-no-result = la partita non ha risultato prima dei tag della partita seguente
pdn-unknown-result = '{ $result }' non è un risultato PDN (1-0 0-1 1/2-1/2 *, nella internazionale anche 2-0 0-2 1-1 0-0)
pdn-small-board-setup = nessun tag GameType né Variant, e ogni pezzo della FEN sta sulle case 1–32: potrebbe essere una posizione di un gioco 8×8 (la dama inglese non è tra i giochi di Damier; i file di dama italiana e thailandese portano il loro GameType)
pdn-points-result = '{ $result }' è un risultato della internazionale; questo gioco scrive 1-0 0-1 1/2-1/2
pdn-result-mismatch = il tag Result dice { $tag } ma le mosse finiscono con { $written }
pdn-unknown-mark = '{ $mark }' non è un segno di valutazione della mossa (! ? !! ?? !? ?!)
pdn-annotation-without-move = '{ $mark }' viene prima di qualsiasi mossa
pdn-bad-nag = ${ $nag } non è un glifo di annotazione numerico (0–65535)
pdn-unknown-move = una mossa scritta '-' non è nota
pdn-unsupported-game-type = GameType { $number } è { $name }, che non è tra i giochi di Damier (internazionale 20, italiana 22, thailandese 31; Hexdame e Lasca col tag Variant)
pdn-bad-game-type = GameType "{ $value }" non è un tipo di gioco
pdn-board-size = GameType "{ $value }" dà una scacchiera di misura diversa da quella del gioco
pdn-unknown-variant = Variant "{ $value }" non è tra i giochi di Damier
pdn-variant-conflict = GameType dice { $game_type } ma Variant dice { $variant }
pdn-bad-move = mossa { $number }{ $dots } { $written }: { $why }
pdn-ambiguity-resolved = { $written } è ambigua ({ $candidates }); solo { $chosen } permette di rigiocare le mosse seguenti
pdn-ambiguity-kept = { $written } è ambigua ({ $candidates }) e le mosse seguenti non dicono quale
pdn-fits-no-game = nessun tag GameType né Variant, e le mosse non si adattano né alla internazionale, né alla italiana, né alla thailandese (dama inglese, russa o ceca, forse?): { $attempts }
pdn-attempt = come { $game }, { $why }
pdn-brief-move = la mossa { $number }{ $dots } { $written } { $why }
pdn-brief-not-a-cell = '{ $cell }' non è una casa
pdn-brief-ambiguous = è ambigua
pdn-brief-not-a-move = non è una mossa
pdn-brief-illegal = non è regolare
pdn-brief-fen = la FEN non si adatta: { $why }
pdn-element-tag-value = valore di tag
pdn-element-comment = commento
pdn-element-setup = posizione
pdn-element-move = mossa
pdn-tag-no-name = nessun nome di tag dopo '['
pdn-tag-not-quoted = il valore di { $name } non è tra virgolette
pdn-tag-not-closed = { $name } non è chiuso con ']'
pdn-tag-value-not-closed = il valore non è chiuso sulla sua riga
pdn-setup-not-closed = una posizione '/' non viene mai chiusa
pdn-remedy-ignored = ignorato
pdn-remedy-skipped = saltato
pdn-remedy-kept-as-text = tenuto come testo
pdn-remedy-read-as = letto come { $read }
pdn-remedy-read-as-unfinished = letto come '*'
pdn-remedy-read-as-same-result = letto come lo stesso risultato
pdn-remedy-read-up-to-bracket = letto fino a ']'
pdn-remedy-closed-there = chiuso lì
pdn-remedy-closed-at-end = chiusa alla fine della partita
pdn-remedy-game-ends-there = la partita finisce lì
pdn-remedy-kept-result-after-moves = tenuto il risultato dopo le mosse
pdn-remedy-read-as-international = letto come dama internazionale
pdn-remedy-game-stops = la partita si ferma lì
pdn-remedy-variation-stops = la variante si ferma lì
pdn-remedy-took = presa { $route }
pdn-remedy-took-first = presa { $route }, la prima nell'ordine della scacchiera
command-puzzles = Problemi…
command-export-diagram = Esporta il diagramma…
command-import-puzzles = Importa problemi…
dialog-import-puzzles = Importa problemi
dialog-export-diagram = Esporta un diagramma della posizione
dialog-pictures = Immagini (SVG, PNG)
notice-no-dialog = Non è stato possibile mostrare la finestra dei file: installa xdg-desktop-portal (con il backend GTK o KDE) o zenity
notice-diagram-exported = Diagramma salvato come { $file }
notice-diagram-not-exported = Il diagramma non è stato salvato: { $error }
puzzles-title = Problemi
puzzles-set = Raccolta
puzzles-set-yours = Dalle tue partite
puzzles-import = Importa…
puzzles-rating = Punteggio nei problemi di { $game }: { $rating }
puzzles-stats = Risolti { $solved } · mancati { $failed } · serie { $streak } (record { $best })
puzzles-reading = Lettura dei problemi…
puzzles-empty = Ancora nessun problema qui. Analizza una partita (Analisi › Revisione): le posizioni prima dei suoi errori gravi diventano problemi.
puzzles-puzzle = Problema { $id } · difficoltà { $rating }
puzzles-your-move = Tocca a te
puzzles-right = Giusto!
puzzles-right-go-on = Giusto! Continua
puzzles-wrong = Non è la mossa
puzzles-hint = Suggerimento
puzzles-hint-tip = Il pezzo da muovere, poi la mossa. Un problema risolto con un suggerimento conta come mancato.
puzzles-retry = Riprova
puzzles-solution = Soluzione
puzzles-next = Avanti
puzzles-open-game = Apri come partita
puzzles-list = { $solved } risolti su { $total }
puzzle-goal-win = Il { $side } muove e vince
puzzle-goal-material = Il { $side } muove e guadagna materiale
puzzle-goal-save = Il { $side } muove e si salva
puzzle-solved = Risolto!
puzzle-wrong-thinking = Non è la mossa: cerco la risposta…
puzzle-wrong = Non è la mossa: dopo { $played }, { $line }. Riprova, o guarda la soluzione.
puzzle-try-again = Riprova
puzzle-solution-shown = La soluzione: scorrila con i tasti freccia sinistra e destra
puzzle-fault-no-position = parte dalla posizione iniziale (manca il tag FEN)
puzzle-fault-no-goal = non ha un tag Goal, né un risultato che dica cosa ottiene chi muove
puzzle-fault-unknown-goal = il suo obiettivo "{ $goal }" non è né win, né material, né save
puzzle-fault-no-solution = non ha mosse da risolvere
puzzle-fault-ends-with-reply = le sue mosse finiscono con una risposta, non con una mossa del risolutore
puzzle-fault-illegal-move = la mossa { $ply } della soluzione non è regolare
puzzle-fault-bad-rating = la sua difficoltà "{ $rating }" non è un numero intero
puzzle-refused-game = partita { $game }: { $reason }
puzzle-refused-more = { $count ->
    [one] e { $count } altra
   *[other] e altre { $count }
}
puzzle-imported = { $puzzles ->
    [one] Importato { $puzzles } problema da { $name }
   *[other] Importati { $puzzles } problemi da { $name }
}
puzzle-imported-refused =
    { $imported }; { $refused ->
        [one] { $refused } partita non è un problema
       *[other] { $refused } partite non sono problemi
    }: { $reasons }
puzzle-imported-none = { $name } non contiene problemi: { $reasons }
puzzle-not-imported = I problemi non sono stati importati: { $error }
puzzle-from-game =
    { $blunders ->
        [one] La revisione ha trovato { $blunders } errore grave
       *[other] La revisione ha trovato { $blunders } errori gravi
    }; { $puzzles ->
        [one] { $puzzles } è diventato un problema in Problemi › Dalle tue partite
       *[other] { $puzzles } sono diventati problemi in Problemi › Dalle tue partite
    }
puzzle-not-saved = Non è stato possibile salvare i problemi: { $error }
