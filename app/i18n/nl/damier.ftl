# Damier in het Nederlands.

## Spelen, kleuren en stukken

game-international = Internationaal
game-italian = Italiaans
game-thai = Thais
game-hexdame = Hexdame
game-lasca = Lasca
side-white = Wit
side-black = Zwart
side-red = Rood
piece-white-man = Witte schijf
piece-black-man = Zwarte schijf
piece-red-man = Rode schijf
piece-white-king = Witte dam
piece-black-king = Zwarte dam
piece-red-king = Rode dam
piece-white-soldier = Witte soldaat
piece-black-soldier = Zwarte soldaat
piece-white-officer = Witte officier
piece-black-officer = Zwarte officier

## Menu's en opdrachten

menu-file = Bestand
menu-edit = Bewerken
menu-game = Partij
menu-moves = Zetten
menu-analysis = Analyse
menu-view = Beeld
menu-help = Help
command-new-game = Nieuwe partij
command-undo = Ongedaan maken
command-redo = Opnieuw
command-hint = Tip
command-move-now = Nu zetten
command-offer-draw = Remise aanbieden
command-pause-clock = Klok stilzetten
command-resign = Opgeven
command-back = Terug
command-forward = Vooruit
command-to-start = Naar het begin
command-to-end = Naar het einde
command-flip = Bord draaien
command-coordinates = Coördinaten
command-frame-timings = Beeldtijden
command-edit-position = Stelling bewerken
command-analyse = Analyseren
command-review = Partij nakijken
command-endgame-tables = Eindspeldatabases…
command-how-to-play = Hoe speel je
command-open = Openen…
command-save = Opslaan
command-save-as = Opslaan als…
command-game-list = Andere partijen in het bestand…
command-game-info = Partijgegevens…
command-copy-fen = Stelling kopiëren (FEN)
command-copy-diagram = Stelling kopiëren (diagram)
command-paste-fen = Stelling plakken (FEN)
menu-review-time = Bedenktijd per zet bij nakijken
menu-animate = Zetten animeren
menu-sound = Geluid
menu-language = Taal
language-system = Zoals het systeem
theme-system = Zoals het systeem
theme-light = Licht
theme-dark = Donker
theme-to-light = Naar het lichte thema
theme-to-dark = Naar het donkere thema
menu-recent-files = Recente bestanden
menu-clear-recent = Lijst wissen
menu-recent-games = Recente partijen
recent-game = { $moves ->
    [one] { $game }, { $moves } zet
   *[other] { $game }, { $moves } zetten
}
recent-game-players = { $moves ->
    [one] { $game }, { $moves } zet, { $players }
   *[other] { $game }, { $moves } zetten, { $players }
}
recent-unreadable = Een partij die niet gelezen kon worden
age-just-now = zojuist
age-minutes = { $minutes } min geleden
age-hours = { $hours } u geleden
age-yesterday = gisteren
age-days = { $days } dagen geleden

## Het zijpaneel

side-game-type = Spel
player-person = Mens
player-computer = Computer
player-person-hint = { $side } wordt door een mens gespeeld
player-computer-hint = { $side } wordt door de computer gespeeld
player-remote = DXP
player-remote-hint = { $side } wordt door een ander programma gespeeld, via DamExchange (DXP)
player-remote-international = DamExchange kent alleen internationaal dammen
remote-heading = Programma via DamExchange (DXP)
remote-connect = Het oproepen
remote-listen = Op zijn oproep wachten
remote-address = Adres
remote-start-connect = Verbinden
remote-start-listen = Wachten
remote-stop = Ophangen
remote-off = Niet verbonden
remote-connecting = { $address } wordt opgeroepen…
remote-listening = Wachten op { $address }…
remote-connected = Verbonden met { $name } ({ $address })
remote-failed = Niet verbonden: { $reason }
notice-remote-game = Een partij tegen { $name } begint
notice-remote-declined = { $name } heeft de partij geweigerd
notice-remote-ended = { $name } heeft de partij beëindigd
notice-remote-stopped = { $name } heeft de partij zonder uitslag gestopt
notice-remote-broke = { $name } heeft de partij afgebroken: { $reason }
notice-remote-chat = { $name } zegt: { $text }
notice-remote-lost = De verbinding met { $name } is verbroken: { $reason }
notice-remote-lost-track = De partij in het venster volgt die tegen { $name } niet meer; die is beëindigd
notice-remote-no-undo = In een partij via DamExchange worden geen zetten teruggenomen
notice-remote-no-pause = Een partij via DamExchange kan niet gepauzeerd worden
notice-remote-no-draw = Een programma via DamExchange neemt geen remiseaanbod aan
notice-remote-at-end = In een partij via DamExchange wordt in de laatste stand gezet
side-strength = Sterkte
side-time-per-move = Tijd per zet
side-time-on-clock = Met een klok deelt de computer zijn eigen tijd in
side-book = Openingsboek
side-book-hint = De computer speelt zijn eerste zetten uit het openingsboek van Damier en kiest willekeurig tussen bijna even goede zetten; uit, dan rekent hij elke zet door
side-book-none = Geen openingsboek voor dit spel ({ $game }): de computer rekent elke zet door
side-threads = Threads
side-threads-hint = { $processors ->
    [one] Op hoeveel van de { $processors } processor van deze computer de computerspeler en de analyse rekenen: meer is sterker, minder laat ruimte voor andere programma's
   *[other] Op hoeveel van de { $processors } processors van deze computer de computerspeler en de analyse rekenen: meer is sterker, minder laat ruimte voor andere programma's
}
unit-seconds = { $value } s
unit-minutes = { $value } min
unit-hours = { $value } u
time-period = { $moves } zetten in { $base }, dan { $added }
time-increment = { $base } + { $increment }
time-delay = { $base }, { $delay } vertraging
unit-minutes-suffix = { " " }min
unit-seconds-suffix = { " " }s
routes-heading = Kies de route
routes-text = Klik op het bord de velden waarover geslagen wordt, of kies een route:
moves-heading = Zetten
column-hint = Wijs een toren aan om hem van boven naar beneden te zien.
column-heading = { $pieces ->
    [one] Toren op { $cell }: { $pieces } stuk
   *[other] Toren op { $cell }: { $pieces } stukken
}
column-commander = { $piece } (bevelhebber)

## Klokken

clock-resume = Klok hervatten
clock-pause = Klok stilzetten
clock-none = Geen klok
clock-label = Klok
clock-type-one = Zelf invoeren…
clock-game-time = Tijd voor de partij
clock-increment = Erbij na elke zet
clock-typed-hint = Seconden voor de partij, +toename, d vertraging, zetten/seconden:meer; Enter stelt hem in

## De statusregel

status-editing = Een stelling bewerken; de partij blijft zoals ze was tot je vanaf hier speelt
status-hint = Tip zoeken…
status-analysing = Analyseren…
status-thinking = { $side } denkt na…
status-depth = { $text }  diepte { $depth }, { $score } voor { $side }
status-to-move = { $side } aan zet
status-computer-to-move = { $side } (computer) aan zet: druk op Spatie om hier te laten spelen
status-dismiss = Sluiten
outcome-wins = { $winner } wint: { $reason }
outcome-draw = Remise: { $reason }
end-no-legal-move = { $loser } kan niet meer zetten
end-resignation = { $loser } heeft opgegeven
end-time = de tijd van { $loser } is op
end-repetition = dezelfde stelling kwam drie keer voor
end-twenty-five-moves = 25-zettenregel
end-sixteen-moves = 16-zettenregel
end-five-moves = 5-zettenregel
end-forty-moves = 40-zettenregel
end-agreement = in onderling overleg
end-forfeit = { $loser } verliest reglementair
notice-clock-next-game = De klok geldt vanaf de volgende nieuwe partij
notice-no-clock = Deze partij heeft geen klok
notice-nothing-to-undo = Er is geen zet om terug te nemen
notice-nothing-to-redo = Er is geen zet om opnieuw te spelen
notice-hint-for-person = Een tip is voor een mens die aan zet is
notice-draw-declined = De computer weigert remise en speelt door
notice-left-behind = { $games ->
    [one] { $games } partij achtergelaten door andere vensters: zie Bestand › Recente partijen
   *[other] { $games } partijen achtergelaten door andere vensters: zie Bestand › Recente partijen
}
notice-restored = Een recente partij is teruggezet
notice-not-restored = Die partij kon niet worden teruggezet: { $error }
notice-restored-clocks-paused = De klokken van de partij staan stil: P zet ze weer aan
notice-copied = Stelling gekopieerd: { $fen }
notice-diagram-copied = De stelling is als afbeelding gekopieerd
notice-no-clipboard = Er is geen klembord om uit te plakken
notice-fen-set-up = Stelling opgezet uit de FEN
notice-fen-refused = Die FEN is geweigerd voor { $game }: { $error }
notice-cannot-play = Met deze stelling kan niet gespeeld worden: { $problem }
notice-opened = { $file } geopend
notice-saved = Opgeslagen in { $path }
notice-dialog-open = Er is al een bestandsvenster open
notice-saving-already = De partij wordt al opgeslagen
notice-save-not-started = De partij kon niet worden opgeslagen: { $error }
notice-recent-not-written = De recente bestanden konden niet worden geschreven: { $error }
notice-last-game-kept-aside = De laatste partij kon niet worden teruggezet ({ $error }); ze is bewaard in { $kept }
notice-last-game-lost = De laatste partij kon niet worden teruggezet ({ $error }); ze kon niet apart worden gezet: { $aside }
notice-not-kept-recent = De partij kon niet bij de recente partijen worden bewaard: { $error }
notice-not-kept-next-start = Deze partij kon niet voor de volgende start worden bewaard ({ $error }): als Damier nu stopt, gaan de zetten die niet in een bestand staan verloren.
notice-games-not-kept = Partijen kunnen niet in de gegevensmap bewaard worden ({ $error }): zetten die niet in een bestand zijn opgeslagen gaan verloren als Damier sluit.
notice-nothing-to-review = Er is nog geen zet om na te kijken
move-not-a-move = '{ $text }' is geen zet: verwacht velden verbonden door '-' of 'x'
move-unknown-cell = '{ $cell }' in '{ $text }' is geen veld van dit bord
move-illegal = { $text } is hier geen geldige zet (geldig: { $legal })
move-ambiguous = { $text } is dubbelzinnig: het kan { $candidates } zijn
move-not-legal = Die zet is niet toegestaan
settings-unreadable = De instellingen in { $path } konden niet worden gelezen ({ $why }); de standaardinstellingen gelden.
settings-kept-aside = De instellingen in { $path } konden niet worden gelezen ({ $why }; het bestand is bewaard als { $kept }); de standaardinstellingen gelden.
settings-not-kept = De instellingen in { $path } konden niet worden gelezen ({ $why }; het bestand kon niet apart worden gezet: { $aside }); de standaardinstellingen gelden.
settings-not-saved = De instellingen konden niet worden opgeslagen: { $error }

## Waarom een zet niet mag

list-or = { $first } of { $last }
list-others = andere
refusal-not-playable = Stukken staan alleen op de speelvelden
refusal-no-piece = Er staat geen stuk op { $cell }
refusal-not-your-piece = Dat stuk is van { $owner }: { $mover } is aan zet
refusal-nowhere = Een zet moet ergens heen gaan
refusal-capture-unfinished = Een slag moet worden afgemaakt: { $capture }
refusal-piece-must-capture = Dit stuk moet slaan: { $moves }
refusal-capture-compulsory = Slaan is verplicht: { $moves }
refusal-occupied = { $cell } is niet leeg
refusal-along-lines = Stukken bewegen langs de lijnen van velden
refusal-diagonally = Stukken bewegen diagonaal
refusal-man-forward-only = { $piece ->
    [soldier] Een soldaat gaat alleen vooruit
   *[man] Een schijf gaat alleen vooruit
}
refusal-man-one-cell = { $piece ->
    [soldier] Een soldaat gaat één veld tegelijk
   *[man] Een schijf gaat één veld tegelijk
}
refusal-king-one-cell = { $piece ->
    [officer] In Lasca gaat een officier één veld tegelijk
   *[king] In het Italiaanse dammen gaat een dam één veld tegelijk
}
refusal-blocked = De weg naar { $cell } is versperd
refusal-cannot-move = Dat stuk kan niet zetten
refusal-can-go-to = Dat stuk kan naar { $moves }
refusal-man-takes-king = In het Italiaanse dammen mag een schijf geen dam slaan
refusal-maximum = { $pieces ->
    [one] Je moet het meeste slaan: { $pieces } stuk
   *[other] Je moet het meeste slaan: { $pieces } stukken
}
refusal-king-first = In het Italiaanse dammen gaat slaan met een dam voor slaan met een schijf
refusal-most-kings = Je moet de meeste dammen slaan: { $kings }
refusal-king-early = Je moet een dam zo vroeg mogelijk slaan

## Analyse en nakijken

analysis-heading = Analyse
analysis-lines = varianten
analysis-stop = Stop
analysis-stop-hint = De analyse uitzetten
analysis-game-over = Hier is de partij afgelopen.
analysis-thinking = Denkt na…
analysis-busy = De engine zoekt een zet; de analyse gaat daarna verder.
analysis-progress = Diepte { $depth }/{ $seldepth } · { $speed } knopen/s · { $nodes } knopen · { $seconds } s
analysis-searched-out = Tot het einde doorgerekend: elke variant eindigt met de partij of in de eindspeldatabase · { $nodes } knopen · { $seconds } s
analysis-starting = Starten…
analysis-play = Speel
analysis-play-hint = De eerste zet van deze variant, de beste van de engine, op het bord spelen
analysis-play-line = Variant { $number } spelen
score-wins-in = { $side } wint in { $moves }
score-win-in = wint in { $moves }
score-loss-in = verliest in { $moves }
score-wins-by-tables = { $side } wint (database)
score-win-by-tables = wint (database)
score-loss-by-tables = verliest (database)
review-heading = Partij nakijken
review-start = Partij nakijken
review-close = Sluiten
review-progress = { $done } van { $total } stellingen
review-cancel = Annuleren
review-per-move = per zet
review-graph = Evaluatiegrafiek
review-start-point = Begin: { $score }
review-moves = Zetten
review-inaccuracies = ?! Onnauwkeurigheden
review-mistakes = ? Fouten
review-blunders = ?? Blunders
review-average-loss = Gemiddeld verlies
review-thresholds = Een zet die minstens { $inaccuracy } schijf verliest tegenover de beste van de engine krijgt ?!, { $mistake } schijf ?, { $blunder } schijven ??.

## Help

help-title = Help
help-moving-heading = Stukken verplaatsen
help-moving = Sleep een stuk naar zijn bestemming, of klik op het stuk en dan op de bestemming. De velden waar het heen mag zijn gemarkeerd. Als slaan verplicht is, zijn de stukken die moeten slaan omcirkeld. Als twee verschillende slagen hetzelfde begin en einde hebben, worden hun routes getekend: klik op de velden waarover geslagen wordt, of kies de route in de lijst. Zonder muis: druk op M en typ de zet (32-28, 28x19, c3-d4; de reglementaire zetten die zo beginnen worden voorgesteld), of druk op B en loop met de pijltjestoetsen over het bord: Enter pakt een stuk op en zet het neer; Escape verlaat het bord.
help-setting-up-heading = Opzetten en analyseren
help-setting-up = Partij › Stelling bewerken toont een palet: klik op een veld om het gekozen stuk daar te zetten, rechtsklik om er een weg te halen, sleep stukken over of van het bord. In Lasca komen nieuwe stukken boven op of onder een toren. Problemen worden met hun veld genoemd; vanuit een geldige stelling kun je tegen de computer of met z'n tweeën spelen. Analyse › Analyseren toont de beste varianten van de engine (klik erop om er een als variant te spelen); Analyse › Partij nakijken beoordeelt elke zet. { $thresholds }
help-keyboard-heading = Toetsenbord

## De stellingeditor

editor-heading = Stelling bewerken
editor-palette-hint = { $piece }: klik om te kiezen, of sleep naar het bord
editor-remove = Weghalen
editor-remove-hint = Een klik haalt een stuk weg
editor-how = Klik op een veld om het stuk daar te zetten, rechtsklik om er een weg te halen; sleep stukken om ze te verplaatsen, van het bord af om ze weg te halen.
editor-to-move = Aan zet:
editor-clear = Bord leegmaken
editor-start = Beginstelling
editor-flip-colours = Kleuren omwisselen
editor-new-pieces-go = Nieuwe stukken komen
editor-on-top = bovenop
editor-beneath = eronder
editor-column-hint = Klik op een veld om daar de toren te bouwen.
editor-empty-cell = { $cell } is leeg
editor-add-on-top = Bovenop leggen
editor-add-on-top-hint = Bovenop: { $piece }
editor-add-beneath = Eronder leggen
editor-add-beneath-hint = Onderaan: { $piece }
editor-remove-top = Bovenste weghalen
editor-no-move = { $side } kan hier niet zetten. { $outcome }.
setup-off-board = Veld { $cell } is geen speelveld van dit bord
setup-occupied = Twee stukken op veld { $cell }
setup-man-on-promotion = Een schijf van { $side } op { $cell }, zijn eigen promotierij
setup-too-many = { $side } heeft { $count } stukken; dit spel heeft er hoogstens { $max }
setup-column-twice = Twee torens opgegeven voor veld { $cell }
setup-soldier-commander = De toren op { $cell } wordt aangevoerd door een soldaat van { $side } op zijn eigen promotierij
setup-too-many-in-columns = De torens tellen samen { $count } stukken (de hoogste op { $tallest }); Lasca heeft er hoogstens { $max }
fen-syntax = FEN, kolom { $column }: { $problem }
fen-invalid = De FEN beschrijft een onmogelijke stelling: { $problem }
fen-missing-side = de kant aan zet ontbreekt (W of B)
fen-bad-side = de kant aan zet moet W of B zijn, niet '{ $side }'
fen-empty = lege FEN
fen-too-many-lists = een FEN heeft hoogstens twee stukkenlijsten, van Wit en van Zwart
fen-expected-side = W of B verwacht, '{ $found }' gevonden
fen-list-twice = de lijst { $side } komt twee keer voor
fen-empty-entry = een lege invoer tussen komma's
fen-not-a-cell = '{ $cell }' is geen veld van dit bord
fen-backwards-range = het bereik { $low }-{ $high } loopt achteruit
fen-lasca-one-list = een Lasca-FEN heeft één lijst van torens na de kant aan zet
fen-expected-cell = een veld zoals d4 verwacht, '{ $found }' gevonden
fen-expected-rank = de rij van veld '{ $file }…' verwacht
fen-not-a-lasca-cell = '{ $cell }' is geen veld van het Lasca-bord
fen-not-a-piece = '{ $found }' is geen stuk: w, W, b of B verwacht
fen-empty-column = geen stukken na { $cell }: een toren heeft er minstens één nodig van w, W, b, B
editor-legal = Een geldige stelling: klaar om te spelen.
editor-fen-hint = de stelling is nog niet geldig
editor-set-up-fen = Opzetten uit FEN
editor-play-heading = Vanaf hier spelen
editor-play-against = Met { $side } tegen de computer spelen
editor-two-players = Nieuwe partij vanaf hier (twee spelers)
editor-back = Terug naar de partij

## Bestanden

dialog-open = Partijen openen
dialog-save = De partij opslaan
dialog-pdn-files = PDN-partijen
dialog-all-files = Alle bestanden
file-and-game = { $file }, partij { $number }
unsaved-heading = Wijzigingen opslaan?
unsaved-text = De partij heeft wijzigingen die niet in { $file } zijn opgeslagen.
not-kept-heading = Deze partij kan niet bewaard worden
not-kept-text = Damier kon deze partij niet bij de recente partijen bewaren ({ $error }). Als ze nu vervangen wordt, gaan haar zetten verloren. Eerst in een bestand opslaan?
answer-save = Opslaan
answer-dont-save = Niet opslaan
answer-cancel = Annuleren
overwrite-changed-heading = Het bestand is op schijf veranderd
overwrite-changed = { $file } is door een ander programma veranderd nadat Damier het las of schreef. Nu opslaan zou die wijzigingen vervangen.
overwrite-several-heading = Opslaan in een bestand met meerdere partijen?
overwrite-own-game = { $file } bevat { $games } partijen; dit is partij { $number }. Alleen deze partij opslaan zou de andere { $others } verwijderen.
overwrite-several = { $file } bevat { $games } partijen. Het bestand vervangen door deze partij zou ze allemaal verwijderen.
overwrite-replace-heading = Het bestand vervangen?
overwrite-exists = { $file } bestaat al.
overwrite-overwrite = Overschrijven
overwrite-save-as = Opslaan als…
overwrite-reload = Bestand opnieuw laden
overwrite-replace-game = Alleen partij { $number } vervangen
overwrite-append = Deze partij achteraan toevoegen
overwrite-replace-all = Alle { $games } partijen vervangen
overwrite-other-name = Een andere naam kiezen…
overwrite-replace = Vervangen
info-heading = Partijgegevens
info-event = Evenement
info-site = Plaats
info-date = Datum
info-round = Ronde
info-date-hint = JJJJ.MM.DD, ?? als onbekend
info-ok = OK
list-heading = { $games ->
    [one] { $file }: { $games } partij
   *[other] { $file }: { $games } partijen
}
list-filter = Filteren op speler, evenement, datum of uitslag
list-shown = { $shown } van { $total } getoond
list-open = Partij openen
list-result = Uitslag
list-does-not-load = laadt niet
list-moves = { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
}
list-game = Partij { $number }: { $text }
reading-heading = { $file } lezen…
reading-games = { $games ->
    [one] tot nu toe { $games } partij
   *[other] tot nu toe { $games } partijen
}
reading-stop = Stop
drop-file = Laat een PDN-bestand los om het te openen
problem-unreadable-title = Het bestand kan niet worden geopend
problem-no-games-title = Geen partijen
problem-no-games = { $path } bevat geen partijen
problem-game-title = Partij { $number } laadt niet
problem-game = In { $file }: { $error }
problem-not-saved-title = De partij is niet opgeslagen
problem-not-saved = Kan { $path } niet schrijven: { $error }. Het bestand is zoals het was; de partij staat er nog en wordt bewaard voor de volgende start.
problem-warnings-title = { $file } is met waarschuwingen gelezen
problem-no-dialog-title = Geen bestandsvenster
problem-no-dialog-portal = Er kon geen bestandsvenster worden getoond. Damier gebruikt de bestandskiezer van het bureaublad via het XDG desktop portal: installeer xdg-desktop-portal met een backend zoals xdg-desktop-portal-gtk of xdg-desktop-portal-kde, of installeer zenity. Typ intussen hieronder het pad van het bestand, open een partij met `damier BESTAND.pdn`, of sleep het bestand op het venster.
problem-no-dialog = Er kon geen bestandsvenster worden getoond. Typ hieronder het pad van het bestand, of sleep het bestand op het venster.
problem-open-before = De { $plies } halve zetten vóór de fout openen
problem-warnings = { $count ->
    [one] { $count } ding in het bestand volgde PDN niet en is gelezen zoals beschreven:
   *[other] { $count } dingen in het bestand volgden PDN niet en zijn gelezen zoals beschreven:
}
problem-warnings-save = Omdat wat gelezen is misschien niet alles is wat het bestand bevat, vraagt Opslaan om een bestand in plaats van dit te overschrijven.
problem-path = Pad:
problem-open = Openen
problem-close = Sluiten

## Playing without a mouse
command-type-move = Zet intypen
command-keyboard-board = Op het bord spelen met het toetsenbord
move-box-label = Zet:
move-box-example = bijv. { $example }
move-box-none = Geen reglementaire zet begint zo
board-cell-empty = { $cell }, leeg
board-cell-piece = { $cell }, { $piece }
board-cell-column = { $cell }, toren van { $count }, bovenop { $piece }
board-cell-picked-up = opgepakt
board-cell-moves = zetten: { $moves }
status-last-move = Laatste zet: { $side } { $played }
status-last-move-book = Laatste zet: { $side } { $played } (openingsboek)
list-filter-label = Filter:
clock-typed-label = Bedenktijd:

## Studying a game opened or set up
command-play-computer = Vanaf hier tegen de computer spelen
side-studied = Deze partij is om te bestuderen: u speelt beide kanten en de computer wacht.
status-studied = Studie: de computer wacht
notice-game-over-no-move = De partij is afgelopen: na de uitslag wordt geen zet gespeeld

## A paused clock
status-paused = Klokken gepauzeerd: geen zet tot P ze hervat

## Playing the engine's lines
analysis-play-first = De beste zet van variant { $number } spelen
analysis-play-all = Alles spelen
analysis-play-all-hint = De hele variant op het bord spelen
analysis-play-all-clock = Niet in een partij met klok: daar worden de zetten één voor één gespeeld
notice-line-on-clock = In een partij met klok worden de zetten één voor één gespeeld

## The result of a game
moves-result = Uitslag: { $result }
status-result = Einde van de partij: { $result }

## Quitting
command-quit = Afsluiten

## The result in the game information
info-result = Uitslag
info-result-win = { $result }: { $side } wint
info-result-draw = { $result }: remise
info-result-both-lose = { $result }: beiden verliezen
info-result-unknown = { $result }: onbekend of niet uitgespeeld

## A path typed by hand
problem-path-hint = een naam in { $folder }, of een volledig pad (~ is uw thuismap)

## The theme button
theme-switch-light = Naar licht
theme-switch-dark = Naar donker

## A game replaced
notice-kept-recent = De vorige partij is bewaard: Bestand › Recente partijen haalt haar terug

## Editing the move list
moves-delete = Deze zet en wat volgt verwijderen
moves-promote = Hiervan de hoofdvariant maken
moves-comment = Commentaar…
comment-heading = Commentaar na { $played }
comment-label = Commentaar:

## Games saved against the computer
menu-your-name = Uw naam
name-label = Uw naam in de partijen tegen de computer die u bewaart:
player-damier-level = Damier niveau { $level }
event-against-computer = Partij tegen Damier

## About Damier, and the rules of each game
command-about = Over Damier
about-version = Versie { $version }
about-what = Speelt en analyseert internationaal, Italiaans en Thais dammen, Hexdame en Lasca.
about-licence = Licentie: MIT of Apache 2.0, naar keuze.
about-fonts = Lettertypen: delen van Noto Sans Thai en Noto Sans, onder de SIL Open Font Licence 1.1; die van egui: Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT), Noto Emoji (SIL Open Font Licence 1.1) en emoji-icon-font (MIT).
command-rules = Regels van dit spel
rules-title = Regels: { $game }
rules-international = Internationaal dammen wordt gespeeld op de donkere velden van een bord van 10×10, 20 schijven per kant; wit begint. Een schijf gaat één veld schuin vooruit en slaat door over een stuk van de tegenstander te springen, vooruit of achteruit, naar het lege veld erachter; meerdere sprongen achter elkaar vormen één zet. Slaan is verplicht, en de slag die de meeste stukken neemt moet gespeeld worden. Een schijf die haar zet op de overkant eindigt wordt dam; een dam gaat en slaat over elke afstand langs een vrije diagonaal. Wie niet kan zetten verliest; herhaling en enkele telregels voor eindspelen met dammen geven remise.
rules-italian = Italiaans dammen wordt gespeeld op een bord van 8×8 met een donker veld rechtsonder bij elke speler, 12 schijven per kant; wit begint. Schijven gaan en slaan alleen vooruit, één veld schuin, en een schijf mag geen dam slaan. Slaan is verplicht: neem de meeste stukken; bij gelijkheid slaat de dam; dan de meeste dammen; dan zo vroeg mogelijk een dam. Een schijf die de overkant bereikt wordt dam en haar zet eindigt; een dam gaat en slaat één veld schuin, vooruit of achteruit. Wie niet kan zetten verliest.
rules-thai = Thais dammen wordt gespeeld op een bord van 8×8 met 8 schijven per kant op de eerste twee rijen; wit begint. Schijven gaan en slaan alleen vooruit, één veld schuin. Dammen gaan over elke afstand langs een vrije diagonaal en slaan van ver, maar landen op het veld direct achter het geslagen stuk. Slaan is verplicht, maar elke slag mag gekozen worden. Een schijf die de overkant bereikt, ook tijdens een slag, blijft daar staan en wordt dam. Wie niet kan zetten verliest.
rules-hexdame = Hexdame is dammen op een zeshoekig bord van 61 velden, 16 schijven per kant, wit tegen rood; wit begint. Een schijf gaat één veld vooruit, en slaat in alle zes richtingen, vooruit en achteruit, door over een stuk van de tegenstander naar het lege veld erachter te springen. Slaan is verplicht, en de slag die de meeste stukken neemt moet gespeeld worden. Een schijf die haar zet op de overkant eindigt wordt dam; een dam gaat en slaat over elke afstand langs zijn zes lijnen, zoals een internationale dam. Wie niet kan zetten verliest.
rules-lasca = Lasca wordt gespeeld op 25 velden van een bord van 7×7, 11 soldaten per kant; wit begint. Soldaten gaan één veld schuin vooruit; officieren, soldaten die de overkant bereikten, gaan één veld schuin in elke richting. Een slag springt over een zuil van de tegenstander en neemt alleen het bovenste stuk, dat onder de slaande zuil komt: zuilen groeien, en elke zuil hoort bij de kleur van haar bovenste stuk en gaat zoals dat stuk. Slaan is verplicht, en elke slag mag gekozen worden. Wie niet kan zetten verliest.

## The column inspector
column-more = … en nog { $more } eronder

## Eindspeldatabases

egdb-title = Eindspeldatabases
egdb-about = De exacte uitslag (winst, remise of verlies) van { $game }-stellingen met weinig stukken, berekend op deze computer.
egdb-lasca = Lasca houdt elk geslagen stuk in kolommen op het bord, dus eindspeldatabases gelden er niet voor.
egdb-no-folder = Er is geen gegevensmap om eindspeldatabases in te bewaren.
egdb-folder = Bewaard in { $folder }
egdb-pieces = { $pieces } stukken
egdb-built = { $built } van { $tables } tabellen gebouwd
egdb-building = De { $game }-tabellen tot { $pieces } stukken worden gebouwd
egdb-progress = { $table }: { $finished } van { $tables } tabellen
egdb-time-left = Nog ongeveer { $time }
egdb-cancel = Annuleren
egdb-finished = Alle gevraagde tabellen zijn gebouwd.
egdb-cancelled = Geannuleerd: de voltooide tabellen blijven bewaard, en opnieuw bouwen gaat daar verder.
egdb-failed = Het bouwen is mislukt: { $error }
egdb-build = Bouw tot { $pieces } stukken
egdb-needs = Vraagt ongeveer { $size } schijfruimte
egdb-refused = De eindspeltabel { $file } wordt niet gebruikt: { $error }
egdb-why-truncated = het bestand is afgekapt ({ $have } bytes, { $need } verwacht)
egdb-why-not-a-table = het is geen eindspeltabel van Damier
egdb-why-format = het heeft tabelformaat { $found }, en deze versie leest formaat { $reads }
egdb-why-checksum = de controlesom klopt niet: het bestand is beschadigd
egdb-why-mismatch = het bestand bevat { $found }, niet { $expected }
egdb-why-malformed = het bestand is misvormd
egdb-why-no-tables = { $game } heeft geen eindspeltabellen
egdb-why-no-tables-here = dit spel heeft geen eindspeltabellen
egdb-why-pieces = tabellen worden gebouwd voor 2 tot { $most } stukken, niet { $pieces }
egdb-why-missing = eerst is de tabel { $table } nodig
egdb-why-too-large = { $table } heeft { $positions } stellingen, meer dan één tabel kan bevatten
egdb-verdict-win = Database: { $side } wint
egdb-verdict-draw = Database: remise

## File errors: what was being done, to which file or folder, and why
file-error-read = kan { $path } niet lezen: { $why }
file-error-write = kan { $path } niet schrijven: { $why }
file-error-remove = kan { $path } niet verwijderen: { $why }
file-error-create-folder = kan de map { $path } niet aanmaken: { $why }
file-error-lock = kan { $path } niet vastzetten: { $why }
why-not-found = dat bestand of die map bestaat niet
why-permission-denied = geen toestemming
why-disk-full = de schijf is vol
why-read-only = de schijf is alleen-lezen
why-is-folder = het is een map, geen bestand
why-too-big = het is groter dan de { $megabytes } MB die Damier leest
why-not-latin1 = het bestand is in Latin-1, dat het teken { $character } niet kan bevatten
why-damaged = de inhoud is niet leesbaar op regel { $line }, kolom { $column }
why-no-game = het bevat geen partij { $number }
why-all-windows-kept = er bewaren al { $windows } vensters hun partijen
why-stopped = het werk stopte voor het einde

## PDN reading: where a game stops loading and why, what a lenient reading got past
pdn-at = regel { $line }, kolom { $column }: { $what }
pdn-players = { $players }, { $what }
pdn-warning = partij { $game }, { $what }; { $remedy }
pdn-warning-times = partij { $game }, { $what }; { $remedy } ({ $count } keer in deze partij, de eerste hier)
pdn-latin1 = { $file } is geen UTF-8: het is als Latin-1 gelezen
pdn-unexpected-char = onverwacht teken '{ $character }'
pdn-not-a-move = '{ $word }' is geen zet, zetnummer, uitslag of annotatie
pdn-spaces-in-move = spaties in de zet '{ $written }'
pdn-nested-comment = '{"{"}' in een commentaar (PDN-commentaren worden niet genest)
pdn-unclosed-comment-resumes = het commentaar wordt nooit gesloten; het lezen gaat verder bij de tags van de volgende partij op regel { $line }
pdn-unclosed-comment-lost = het commentaar wordt nooit gesloten; de laatste { $bytes } bytes van de tekst staan erin en zijn niet gelezen
pdn-too-long = { $what } langer dan { $limit } bytes
pdn-bad-tag = misvormde tag: { $fault }
pdn-too-deep = varianten dieper genest dan { $depth }
pdn-unclosed-variation = de variant wordt nooit gesloten
pdn-unmatched-close = ')' sluit geen variant
pdn-variation-without-move = variant vóór elke zet
pdn-misplaced-setup = een stelling (/FEN .../) mag alleen vóór de eerste zet komen
pdn-misplaced-result = uitslag in een variant
pdn-no-result = de partij heeft geen uitslag vóór de tags van de volgende partij
pdn-unknown-result = '{ $result }' is geen PDN-uitslag (1-0 0-1 1/2-1/2 *, bij internationaal ook 2-0 0-2 1-1 0-0)
pdn-small-board-setup = geen GameType- of Variant-tag, en elk stuk van de FEN staat op velden 1–32: dit kan een stelling van een 8×8-spel zijn (Engels dammen is geen spel van Damier; Italiaanse en Thaise bestanden hebben hun GameType)
pdn-points-result = '{ $result }' is een internationale uitslag; dit spel schrijft 1-0 0-1 1/2-1/2
pdn-result-mismatch = de Result-tag zegt { $tag } maar de zetten eindigen met { $written }
pdn-unknown-mark = '{ $mark }' is geen zetwaardering (! ? !! ?? !? ?!)
pdn-annotation-without-move = '{ $mark }' komt vóór elke zet
pdn-bad-nag = ${ $nag } is geen numeriek annotatieteken (0–65535)
pdn-unknown-move = een zet geschreven als '-' is niet bekend
pdn-unsupported-game-type = GameType { $number } is { $name }, en dat is geen spel van Damier (internationaal 20, Italiaans 22, Thais 31; Hexdame en Lasca via de Variant-tag)
pdn-bad-game-type = GameType "{ $value }" is geen speltype
pdn-board-size = GameType "{ $value }" geeft een bordgrootte die niet bij het spel hoort
pdn-unknown-variant = Variant "{ $value }" is geen spel van Damier
pdn-variant-conflict = GameType zegt { $game_type } maar Variant zegt { $variant }
pdn-bad-move = zet { $number }{ $dots } { $written }: { $why }
pdn-ambiguity-resolved = { $written } is dubbelzinnig ({ $candidates }); alleen { $chosen } laat de volgende zetten naspelen
pdn-ambiguity-kept = { $written } is dubbelzinnig ({ $candidates }) en de volgende zetten zeggen niet welke
pdn-fits-no-game = geen GameType- of Variant-tag, en de zetten passen bij geen van internationaal, Italiaans en Thais (Engels, Russisch of Tsjechisch dammen misschien?): { $attempts }
pdn-attempt = als { $game }, { $why }
pdn-brief-move = zet { $number }{ $dots } { $written } { $why }
pdn-brief-not-a-cell = '{ $cell }' is geen veld
pdn-brief-ambiguous = is dubbelzinnig
pdn-brief-not-a-move = is geen zet
pdn-brief-illegal = is niet reglementair
pdn-brief-fen = de FEN past niet: { $why }
pdn-element-tag-value = tagwaarde
pdn-element-comment = commentaar
pdn-element-setup = stelling
pdn-element-move = zet
pdn-tag-no-name = geen tagnaam na '['
pdn-tag-not-quoted = de waarde van { $name } staat niet tussen aanhalingstekens
pdn-tag-not-closed = { $name } is niet gesloten met ']'
pdn-tag-value-not-closed = de waarde is niet gesloten op haar regel
pdn-setup-not-closed = een stelling '/' wordt nooit gesloten
pdn-remedy-ignored = genegeerd
pdn-remedy-skipped = overgeslagen
pdn-remedy-kept-as-text = als tekst bewaard
pdn-remedy-read-as = gelezen als { $read }
pdn-remedy-read-as-unfinished = gelezen als '*'
pdn-remedy-read-as-same-result = gelezen als dezelfde uitslag
pdn-remedy-read-up-to-bracket = gelezen tot ']'
pdn-remedy-closed-there = daar gesloten
pdn-remedy-closed-at-end = gesloten aan het eind van de partij
pdn-remedy-game-ends-there = de partij eindigt daar
pdn-remedy-kept-result-after-moves = de uitslag na de zetten bewaard
pdn-remedy-read-as-international = gelezen als internationaal dammen
pdn-remedy-game-stops = de partij stopt daar
pdn-remedy-variation-stops = de variant stopt daar
pdn-remedy-took = { $route } genomen
pdn-remedy-took-first = { $route } genomen, de eerste in bordvolgorde
command-puzzles = Problemen…
command-export-diagram = Diagram exporteren…
command-import-puzzles = Problemen importeren…
dialog-import-puzzles = Problemen importeren
dialog-export-diagram = Een diagram van de stelling exporteren
dialog-pictures = Afbeeldingen (SVG, PNG)
notice-no-dialog = Er kon geen bestandsvenster worden getoond: installeer xdg-desktop-portal (met de GTK- of KDE-backend) of zenity
notice-diagram-exported = Diagram opgeslagen als { $file }
notice-diagram-not-exported = Het diagram is niet opgeslagen: { $error }
puzzles-title = Problemen
puzzles-set = Verzameling
puzzles-set-yours = Uit uw partijen
puzzles-import = Importeren…
puzzles-rating = Probleemrating { $game }: { $rating }
puzzles-stats = Opgelost { $solved } · gemist { $failed } · reeks { $streak } (beste { $best })
puzzles-reading = De problemen worden gelezen…
puzzles-empty = Hier zijn nog geen problemen. Laat een partij nakijken (Analyse › Nakijken): de stellingen vóór de blunders worden problemen.
puzzles-puzzle = Probleem { $id } · moeilijkheid { $rating }
puzzles-your-move = U bent aan zet
puzzles-right = Goed!
puzzles-right-go-on = Goed! Ga door
puzzles-wrong = Niet de zet
puzzles-hint = Tip
puzzles-hint-tip = Het stuk dat moet spelen, dan de zet. Een probleem opgelost met een tip telt als gemist.
puzzles-retry = Opnieuw
puzzles-solution = Oplossing
puzzles-next = Volgende
puzzles-open-game = Als partij openen
puzzles-list = { $solved } van { $total } opgelost
puzzle-goal-win = { $side } speelt en wint
puzzle-goal-material = { $side } speelt en wint materiaal
puzzle-goal-save = { $side } speelt en redt de partij
puzzle-solved = Opgelost!
puzzle-wrong-thinking = Niet de zet: het antwoord wordt gezocht…
puzzle-wrong = Niet de zet: na { $played } volgt { $line }. Probeer opnieuw, of bekijk de oplossing.
puzzle-try-again = Probeer opnieuw
puzzle-solution-shown = De oplossing: loop erdoor met de pijltjestoetsen links en rechts
puzzle-fault-no-position = het begint in de beginstelling (geen FEN-tag)
puzzle-fault-no-goal = het heeft geen Goal-tag en geen uitslag die zegt wat de partij aan zet bereikt
puzzle-fault-unknown-goal = het doel "{ $goal }" is geen win, material of save
puzzle-fault-no-solution = het heeft geen zetten om op te lossen
puzzle-fault-ends-with-reply = de zetten eindigen met een antwoord, niet met een zet van de oplosser
puzzle-fault-illegal-move = zet { $ply } van de oplossing is niet geldig
puzzle-fault-bad-rating = de moeilijkheid "{ $rating }" is geen geheel getal
puzzle-refused-game = partij { $game }: { $reason }
puzzle-refused-more = { $count ->
    [one] en nog { $count }
   *[other] en nog { $count }
}
puzzle-imported = { $puzzles ->
    [one] { $puzzles } probleem geïmporteerd uit { $name }
   *[other] { $puzzles } problemen geïmporteerd uit { $name }
}
puzzle-imported-refused =
    { $imported }; { $refused ->
        [one] { $refused } partij is geen probleem
       *[other] { $refused } partijen zijn geen problemen
    }: { $reasons }
puzzle-imported-none = { $name } bevat geen problemen: { $reasons }
puzzle-not-imported = De problemen zijn niet geïmporteerd: { $error }
puzzle-from-game =
    { $blunders ->
        [one] Het nakijken vond { $blunders } blunder
       *[other] Het nakijken vond { $blunders } blunders
    }; { $puzzles ->
        [one] { $puzzles } werd een probleem in Problemen › Uit uw partijen
       *[other] { $puzzles } werden problemen in Problemen › Uit uw partijen
    }
puzzle-not-saved = De problemen konden niet worden opgeslagen: { $error }
