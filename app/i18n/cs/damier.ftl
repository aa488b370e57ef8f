# Damier česky.

## Hry, strany a kameny

game-international = Mezinárodní dáma
game-italian = Italská dáma
game-thai = Thajská dáma
game-hexdame = Hexdame
game-lasca = Lasca
side-white = Bílý
side-black = Černý
side-red = Červený
piece-white-man = Bílý kámen
piece-black-man = Černý kámen
piece-red-man = Červený kámen
piece-white-king = Bílá dáma
piece-black-king = Černá dáma
piece-red-king = Červená dáma
piece-white-soldier = Bílý voják
piece-black-soldier = Černý voják
piece-white-officer = Bílý důstojník
piece-black-officer = Černý důstojník

## Nabídky a příkazy

menu-file = Soubor
menu-edit = Úpravy
menu-game = Partie
menu-moves = Tahy
menu-analysis = Analýza
menu-view = Zobrazení
menu-help = Nápověda
command-new-game = Nová partie
command-undo = Zpět
command-redo = Znovu
command-hint = Rada
command-move-now = Táhni hned
command-offer-draw = Nabídnout remízu
command-pause-clock = Zastavit hodiny
command-resign = Vzdát se
command-back = O tah zpět
command-forward = O tah vpřed
command-to-start = Na začátek
command-to-end = Na konec
command-flip = Otočit desku
command-coordinates = Souřadnice
command-frame-timings = Časy snímků
command-edit-position = Upravit pozici
command-analyse = Analyzovat
command-review = Rozebrat partii
command-endgame-tables = Databáze koncovek…
command-how-to-play = Jak hrát
command-open = Otevřít…
command-save = Uložit
command-save-as = Uložit jako…
command-game-list = Další partie v souboru…
command-game-info = Údaje o partii…
command-copy-fen = Kopírovat pozici (FEN)
command-copy-diagram = Kopírovat pozici (diagram)
command-paste-fen = Vložit pozici (FEN)
menu-review-time = Čas rozboru na tah
menu-animate = Animovat tahy
menu-sound = Zvuk
menu-language = Jazyk
language-system = Podle systému
theme-system = Podle systému
theme-light = Světlý
theme-dark = Tmavý
theme-to-light = Přepnout na světlý vzhled
theme-to-dark = Přepnout na tmavý vzhled
menu-recent-files = Nedávné soubory
menu-clear-recent = Vyprázdnit seznam
menu-recent-games = Nedávné partie
recent-game = { $moves ->
    [one] { $game }, { $moves } tah
    [few] { $game }, { $moves } tahy
   *[other] { $game }, { $moves } tahů
}
recent-game-players = { $moves ->
    [one] { $game }, { $moves } tah, { $players }
    [few] { $game }, { $moves } tahy, { $players }
   *[other] { $game }, { $moves } tahů, { $players }
}
recent-unreadable = Partie, kterou se nepodařilo přečíst
age-just-now = právě teď
age-minutes = před { $minutes } min
age-hours = před { $hours } h
age-yesterday = včera
age-days = { $days ->
    [one] před { $days } dnem
   *[other] před { $days } dny
}

## Boční panel

side-game-type = Hra
player-person = Člověk
player-computer = Počítač
player-person-hint = { $side } hraje člověk
player-computer-hint = { $side } hraje počítač
player-remote = DXP
player-remote-hint = { $side } hraje jiný program přes DamExchange (DXP)
player-remote-international = DamExchange přenáší jen mezinárodní dámu
remote-heading = Program přes DamExchange (DXP)
remote-connect = Zavolat ho
remote-listen = Čekat na jeho volání
remote-address = Adresa
remote-start-connect = Připojit
remote-start-listen = Čekat
remote-stop = Zavěsit
remote-off = Nepřipojeno
remote-connecting = Volám { $address }…
remote-listening = Čekám na { $address }…
remote-connected = Připojeno k { $name } ({ $address })
remote-failed = Nepřipojeno: { $reason }
notice-remote-game = Začíná partie s { $name }
notice-remote-declined = { $name } partii odmítl
notice-remote-ended = { $name } partii ukončil
notice-remote-stopped = { $name } partii zastavil bez výsledku
notice-remote-broke = { $name } partii přerušil: { $reason }
notice-remote-chat = { $name } říká: { $text }
notice-remote-lost = Spojení s { $name } skončilo: { $reason }
notice-remote-lost-track = Partie v okně už nesleduje partii s { $name }; ta byla ukončena
notice-remote-no-undo = V partii přes DamExchange se tahy neberou zpět
notice-remote-no-pause = Partii přes DamExchange nelze pozastavit
notice-remote-no-draw = Program přes DamExchange nepřijímá nabídky remízy
notice-remote-at-end = V partii přes DamExchange se táhne v její poslední pozici
side-strength = Síla
side-time-per-move = Čas na tah
side-time-on-clock = S hodinami si počítač rozvrhuje čas sám
side-book = Knihovna zahájení
side-book-hint = Počítač hraje první tahy z knihovny zahájení Damieru a náhodně volí mezi téměř stejně dobrými tahy; když je vypnutá, každý tah propočítává
side-book-none = Pro tuto hru ({ $game }) není knihovna zahájení: počítač propočítává každý tah
side-threads = Vlákna
side-threads-hint = { $processors ->
    [one] Na kolika z { $processors } procesoru tohoto počítače počítá počítačový hráč a analýza: víc je silnější, méně nechá místo jiným programům
   *[other] Na kolika z { $processors } procesorů tohoto počítače počítá počítačový hráč a analýza: víc je silnější, méně nechá místo jiným programům
}
unit-seconds = { $value } s
unit-minutes = { $value } min
unit-hours = { $value } h
time-period = { $moves } tahů za { $base }, pak { $added }
time-increment = { $base } + { $increment }
time-delay = { $base }, zpoždění { $delay }
unit-minutes-suffix = { " " }min
unit-seconds-suffix = { " " }s
routes-heading = Vyberte cestu
routes-text = Klikněte na desce na pole, přes která se bere, nebo vyberte cestu:
moves-heading = Tahy
column-hint = Ukažte na sloupec a uvidíte ho shora dolů.
column-heading = { $pieces ->
    [one] Sloupec na { $cell }: { $pieces } kámen
    [few] Sloupec na { $cell }: { $pieces } kameny
   *[other] Sloupec na { $cell }: { $pieces } kamenů
}
column-commander = { $piece } (velitel)

## Hodiny

clock-resume = Spustit hodiny
clock-pause = Zastavit hodiny
clock-none = Bez hodin
clock-label = Hodiny
clock-type-one = Zadat vlastní…
clock-game-time = Čas na partii
clock-increment = Přidá se po každém tahu
clock-typed-hint = Sekundy na partii, +přídavek, d zpoždění, tahy/sekundy:další; Enter ho nastaví

## Stavový řádek

status-editing = Úprava pozice; partie zůstane, jak byla, dokud odsud nezačnete hrát
status-hint = Hledám radu…
status-analysing = Analyzuji…
status-thinking = { $side } přemýšlí…
status-depth = { $text }  hloubka { $depth }, { $score } pro hráče { $side }
status-to-move = { $side } na tahu
status-computer-to-move = { $side } (počítač) na tahu: stiskněte mezerník, ať táhne odsud
status-dismiss = Zavřít
outcome-wins = { $winner } vyhrává: { $reason }
outcome-draw = Remíza: { $reason }
end-no-legal-move = { $loser } nemůže táhnout
end-resignation = { $loser } se vzdal
end-time = { $loser } překročil čas
end-repetition = stejná pozice nastala potřetí
end-twenty-five-moves = pravidlo 25 tahů
end-sixteen-moves = pravidlo 16 tahů
end-five-moves = pravidlo 5 tahů
end-forty-moves = pravidlo 40 tahů
end-agreement = dohodou hráčů
end-forfeit = { $loser } prohrál kontumačně
notice-clock-next-game = Hodiny platí od příští nové partie
notice-no-clock = Tato partie nemá hodiny
notice-nothing-to-undo = Není žádný tah, který by šlo vzít zpět
notice-nothing-to-redo = Není žádný tah, který by šlo zopakovat
notice-hint-for-person = Rada je pro člověka, který je na tahu
notice-draw-declined = Počítač remízu odmítá a hraje dál
notice-left-behind = { $games ->
    [one] Jiná okna zanechala { $games } partii: viz Soubor › Nedávné partie
    [few] Jiná okna zanechala { $games } partie: viz Soubor › Nedávné partie
   *[other] Jiná okna zanechala { $games } partií: viz Soubor › Nedávné partie
}
notice-restored = Nedávná partie obnovena
notice-not-restored = Tu partii se nepodařilo obnovit: { $error }
notice-restored-clocks-paused = Hodiny partie stojí: P je spustí
notice-copied = Pozice zkopírována: { $fen }
notice-diagram-copied = Pozice zkopírována jako obrázek
notice-no-clipboard = Není schránka, ze které by šlo vložit
notice-fen-set-up = Pozice postavena z FEN
notice-fen-refused = Tento FEN byl pro hru { $game } odmítnut: { $error }
notice-cannot-play = Z této pozice nelze hrát: { $problem }
notice-opened = Otevřeno: { $file }
notice-saved = Uloženo do { $path }
notice-dialog-open = Okno pro výběr souboru už je otevřené
notice-saving-already = Partie se už ukládá
notice-save-not-started = Partii se nepodařilo uložit: { $error }
notice-recent-not-written = Nedávné soubory se nepodařilo zapsat: { $error }
notice-last-game-kept-aside = Poslední partii se nepodařilo obnovit ({ $error }); je uschovaná v { $kept }
notice-last-game-lost = Poslední partii se nepodařilo obnovit ({ $error }); nepodařilo se ji ani odložit: { $aside }
notice-not-kept-recent = Partii se nepodařilo uschovat mezi nedávnými partiemi: { $error }
notice-not-kept-next-start = Tuto partii se nepodařilo uschovat pro příští spuštění ({ $error }): skončí-li Damier teď, její tahy neuložené do souboru se ztratí.
notice-games-not-kept = Partie nelze uchovat ve složce dat ({ $error }): tahy neuložené do souboru se po zavření Damieru ztratí.
notice-nothing-to-review = Zatím není co rozebírat: partie nemá žádný tah
move-not-a-move = '{ $text }' není tah: čekají se pole spojená '-' nebo 'x'
move-unknown-cell = '{ $cell }' v '{ $text }' není pole této desky
move-illegal = { $text } tu není dovolený tah (dovolené: { $legal })
move-ambiguous = { $text } není jednoznačné: může to být { $candidates }
move-not-legal = Tento tah není dovolený
settings-unreadable = Nastavení v { $path } se nepodařilo přečíst ({ $why }); platí výchozí nastavení.
settings-kept-aside = Nastavení v { $path } se nepodařilo přečíst ({ $why }; soubor je uschován jako { $kept }); platí výchozí nastavení.
settings-not-kept = Nastavení v { $path } se nepodařilo přečíst ({ $why }; soubor se nepodařilo odložit: { $aside }); platí výchozí nastavení.
settings-not-saved = Nastavení se nepodařilo uložit: { $error }

## Proč tah není dovolený

list-or = { $first } nebo { $last }
list-others = další
refusal-not-playable = Kameny stojí jen na hracích polích
refusal-no-piece = Na { $cell } žádný kámen nestojí
refusal-not-your-piece = Ten kámen patří hráči { $owner }: na tahu je { $mover }
refusal-nowhere = Tah musí někam vést
refusal-capture-unfinished = Braní se musí dokončit: { $capture }
refusal-piece-must-capture = Tento kámen musí brát: { $moves }
refusal-capture-compulsory = Braní je povinné: { $moves }
refusal-occupied = { $cell } není volné
refusal-along-lines = Kameny se pohybují po řadách polí
refusal-diagonally = Kameny se pohybují šikmo
refusal-man-forward-only = { $piece ->
    [soldier] Voják táhne jen dopředu
   *[man] Kámen táhne jen dopředu
}
refusal-man-one-cell = { $piece ->
    [soldier] Voják táhne o jedno pole
   *[man] Kámen táhne o jedno pole
}
refusal-king-one-cell = { $piece ->
    [officer] V Lasce táhne důstojník o jedno pole
   *[king] V italské dámě táhne dáma o jedno pole
}
refusal-blocked = Cesta na { $cell } je zatarasená
refusal-cannot-move = Tento kámen nemůže táhnout
refusal-can-go-to = Tento kámen může na { $moves }
refusal-man-takes-king = V italské dámě kámen nesmí brát dámu
refusal-maximum = { $pieces ->
    [one] Musíte brát co nejvíc: { $pieces } kámen
    [few] Musíte brát co nejvíc: { $pieces } kameny
   *[other] Musíte brát co nejvíc: { $pieces } kamenů
}
refusal-king-first = V italské dámě má braní dámou přednost před braním kamenem
refusal-most-kings = Musíte vzít co nejvíc dam: { $kings }
refusal-king-early = Dámu musíte vzít co nejdřív

## Analýza a rozbor

analysis-heading = Analýza
analysis-lines = variant
analysis-stop = Zastavit
analysis-stop-hint = Vypnout analýzu
analysis-game-over = Tady partie skončila.
analysis-thinking = Přemýšlím…
analysis-busy = Program hledá tah; analýza pokračuje potom.
analysis-progress = Hloubka { $depth }/{ $seldepth } · { $speed } uzlů/s · { $nodes } uzlů · { $seconds } s
analysis-searched-out = Propočítáno do konce: každá varianta končí koncem partie nebo v databázi koncovek · { $nodes } uzlů · { $seconds } s
analysis-starting = Spouštím…
analysis-play = Hrát
analysis-play-hint = Zahrát na desce první tah této varianty, nejlepší tah programu
analysis-play-line = Zahrát variantu { $number }
score-wins-in = { $side } vyhraje za { $moves }
score-win-in = výhra za { $moves }
score-loss-in = prohra za { $moves }
score-wins-by-tables = { $side } vyhraje (databáze)
score-win-by-tables = výhra (databáze)
score-loss-by-tables = prohra (databáze)
review-heading = Rozbor partie
review-start = Rozebrat partii
review-close = Zavřít
review-progress = { $done } z { $total } pozic
review-cancel = Zrušit
review-per-move = na tah
review-graph = Graf hodnocení
review-start-point = Začátek: { $score }
review-moves = Tahy
review-inaccuracies = ?! Nepřesnosti
review-mistakes = ? Chyby
review-blunders = ?? Hrubé chyby
review-average-loss = Průměrná ztráta
review-thresholds = Tah, který proti nejlepšímu tahu programu ztrácí aspoň { $inaccuracy } kamene, dostane ?!, { $mistake } kamene ?, { $blunder } kameny ??.

## Nápověda

help-title = Nápověda
help-moving-heading = Tahání kameny
help-moving = Přetáhněte kámen na cílové pole, nebo klikněte na kámen a pak na cíl. Pole, kam smí, jsou vyznačená. Když je braní povinné, kameny, které musí brát, jsou zakroužkované. Mají-li dvě různá braní stejný začátek i konec, nakreslí se jejich cesty: klikněte na pole, přes která se bere, nebo cestu vyberte v seznamu. Bez myši: stiskněte M a napište tah (32-28, 28x19, c3-d4; nabídnou se platné tahy, které tak začínají), nebo stiskněte B a procházejte desku šipkami: Enter kámen zvedne a položí; Esc desku opustí.
help-setting-up-heading = Stavění pozic a analýza
help-setting-up = Partie › Upravit pozici ukáže paletu: kliknutím na pole tam postavíte vybraný kámen, pravým tlačítkem ho odeberete, kameny lze přetahovat po desce i mimo ni. V Lasce jdou nové kameny navrch nebo naspod sloupce. Problémy jsou označené svým polem; z platné pozice se dá hrát proti počítači nebo ve dvou. Analýza › Analyzovat ukáže nejlepší varianty programu (kliknutím jednu zahrajete jako odbočku); Analýza › Rozebrat partii ohodnotí každý tah. { $thresholds }
help-keyboard-heading = Klávesnice

## Editor pozice

editor-heading = Upravit pozici
editor-palette-hint = { $piece }: klikněte pro výběr, nebo přetáhněte na desku
editor-remove = Odebrat
editor-remove-hint = Kliknutí odebere kámen
editor-how = Kliknutím na pole tam kámen postavíte, pravým tlačítkem ho odeberete; přetažením kameny přesunete, mimo desku je odeberete.
editor-to-move = Na tahu:
editor-clear = Vyprázdnit desku
editor-start = Výchozí pozice
editor-flip-colours = Prohodit barvy
editor-new-pieces-go = Nové kameny jdou
editor-on-top = navrch
editor-beneath = naspod
editor-column-hint = Klikněte na pole a postavte tam sloupec.
editor-empty-cell = { $cell } je prázdné
editor-add-on-top = Přidat navrch
editor-add-on-top-hint = Navrch: { $piece }
editor-add-beneath = Přidat naspod
editor-add-beneath-hint = Naspod: { $piece }
editor-remove-top = Odebrat vrchní
editor-no-move = { $side } tu nemá žádný tah. { $outcome }.
setup-off-board = Pole { $cell } není hrací pole této desky
setup-occupied = Dva kameny na poli { $cell }
setup-man-on-promotion = Kámen hráče { $side } na { $cell }, v jeho vlastní proměňovací řadě
setup-too-many = { $side } má { $count } kamenů; tato hra jich má nejvýš { $max }
setup-column-twice = Pro pole { $cell } jsou zadány dva sloupce
setup-soldier-commander = Sloupci na { $cell } velí voják hráče { $side } ve své proměňovací řadě
setup-too-many-in-columns = Sloupce mají dohromady { $count } kamenů (nejvyšší na { $tallest }); Lasca jich má nejvýš { $max }
fen-syntax = FEN, sloupec { $column }: { $problem }
fen-invalid = FEN popisuje nemožnou pozici: { $problem }
fen-missing-side = chybí strana na tahu (W nebo B)
fen-bad-side = strana na tahu musí být W nebo B, ne '{ $side }'
fen-empty = prázdná FEN
fen-too-many-lists = FEN má nejvýše dva seznamy kamenů, bílého a černého
fen-expected-side = očekáváno W nebo B, nalezeno '{ $found }'
fen-list-twice = seznam { $side } je uveden dvakrát
fen-empty-entry = prázdná položka mezi čárkami
fen-not-a-cell = '{ $cell }' není pole této desky
fen-backwards-range = rozsah { $low }-{ $high } jde pozpátku
fen-lasca-one-list = FEN hry Lasca má po straně na tahu jediný seznam sloupců
fen-expected-cell = očekáváno pole jako d4, nalezeno '{ $found }'
fen-expected-rank = očekávána řada pole '{ $file }…'
fen-not-a-lasca-cell = '{ $cell }' není pole desky Lasca
fen-not-a-piece = '{ $found }' není kámen: očekáváno w, W, b nebo B
fen-empty-column = po { $cell } nejsou žádné kameny: sloupec potřebuje aspoň jeden z w, W, b, B
editor-legal = Platná pozice: můžete hrát.
editor-fen-hint = pozice zatím není platná
editor-set-up-fen = Postavit z FEN
editor-play-heading = Hrát odsud
editor-play-against = Hrát za hráče { $side } proti počítači
editor-two-players = Nová partie odsud (dva hráči)
editor-back = Zpět k partii

## Soubory

dialog-open = Otevřít partie
dialog-save = Uložit partii
dialog-pdn-files = Partie PDN
dialog-all-files = Všechny soubory
file-and-game = { $file }, partie { $number }
unsaved-heading = Uložit změny?
unsaved-text = Partie má změny, které nejsou uložené v { $file }.
not-kept-heading = Tuto partii nelze uchovat
not-kept-text = Damier nemohl uchovat tuto partii mezi nedávnými partiemi ({ $error }). Bude-li nyní nahrazena, její tahy se ztratí. Uložit ji nejprve do souboru?
answer-save = Uložit
answer-dont-save = Neukládat
answer-cancel = Zrušit
overwrite-changed-heading = Soubor se na disku změnil
overwrite-changed = { $file } změnil jiný program poté, co ho Damier přečetl nebo zapsal. Uložení teď by ty změny přepsalo.
overwrite-several-heading = Uložit do souboru s více partiemi?
overwrite-own-game = { $file } obsahuje partií: { $games }; tohle je partie { $number }. Uložení jen této partie by odstranilo ostatní ({ $others }).
overwrite-several = { $file } obsahuje partií: { $games }. Nahrazení souboru touto partií by je všechny odstranilo.
overwrite-replace-heading = Nahradit soubor?
overwrite-exists = { $file } už existuje.
overwrite-overwrite = Přepsat
overwrite-save-as = Uložit jako…
overwrite-reload = Znovu načíst soubor
overwrite-replace-game = Nahradit jen partii { $number }
overwrite-append = Přidat tuto partii na konec
overwrite-replace-all = Nahradit všechny partie ({ $games })
overwrite-other-name = Zvolit jiný název…
overwrite-replace = Nahradit
info-heading = Údaje o partii
info-event = Turnaj
info-site = Místo
info-date = Datum
info-round = Kolo
info-date-hint = RRRR.MM.DD, ?? kde neznámé
info-ok = OK
list-heading = { $games ->
    [one] { $file }: { $games } partie
    [few] { $file }: { $games } partie
   *[other] { $file }: { $games } partií
}
list-filter = Filtrovat podle hráče, turnaje, data nebo výsledku
list-shown = zobrazeno { $shown } z { $total }
list-open = Otevřít partii
list-result = Výsledek
list-does-not-load = nelze načíst
list-moves = { $moves ->
    [one] { $moves } tah
    [few] { $moves } tahy
   *[other] { $moves } tahů
}
list-game = Partie { $number }: { $text }
reading-heading = Čtu { $file }…
reading-games = { $games ->
    [one] zatím { $games } partie
    [few] zatím { $games } partie
   *[other] zatím { $games } partií
}
reading-stop = Zastavit
drop-file = Pusťte sem soubor PDN a otevře se
problem-unreadable-title = Soubor nelze otevřít
problem-no-games-title = Žádné partie
problem-no-games = { $path } neobsahuje žádné partie
problem-game-title = Partii { $number } nelze načíst
problem-game = V { $file }: { $error }
problem-not-saved-title = Partie nebyla uložena
problem-not-saved = Nelze zapsat { $path }: { $error }. Soubor je takový, jaký byl; partie je stále tady a zůstane uschovaná pro příští spuštění.
problem-warnings-title = { $file } byl přečten s upozorněními
problem-no-dialog-title = Žádné okno pro soubory
problem-no-dialog-portal = Nepodařilo se zobrazit okno pro výběr souboru. Damier používá výběr souborů pracovního prostředí přes portál XDG: nainstalujte xdg-desktop-portal s implementací jako xdg-desktop-portal-gtk nebo xdg-desktop-portal-kde, nebo nainstalujte zenity. Zatím napište cestu k souboru níže, otevřete partii příkazem `damier SOUBOR.pdn`, nebo soubor přetáhněte do okna.
problem-no-dialog = Nepodařilo se zobrazit okno pro výběr souboru. Napište cestu k souboru níže, nebo soubor přetáhněte do okna.
problem-open-before = Otevřít { $plies } půltahů před chybou
problem-warnings = { $count ->
    [one] { $count } věc v souboru nedodržela PDN a byla přečtena, jak je popsáno:
    [few] { $count } věci v souboru nedodržely PDN a byly přečteny, jak je popsáno:
   *[other] { $count } věcí v souboru nedodrželo PDN a bylo přečteno, jak je popsáno:
}
problem-warnings-save = Protože přečtené nemusí být vše, co soubor obsahuje, Uložit se zeptá na soubor a tento nepřepíše.
problem-path = Cesta:
problem-open = Otevřít
problem-close = Zavřít

## Playing without a mouse
command-type-move = Zadat tah
command-keyboard-board = Hrát na desce klávesnicí
move-box-label = Tah:
move-box-example = např. { $example }
move-box-none = Takto nezačíná žádný platný tah
board-cell-empty = { $cell }, prázdné
board-cell-piece = { $cell }, { $piece }
board-cell-column = { $cell }, sloupec ({ $count }), nahoře { $piece }
board-cell-picked-up = zvednuto
board-cell-moves = tahy: { $moves }
status-last-move = Poslední tah: { $side } { $played }
status-last-move-book = Poslední tah: { $side } { $played } (z knihovny zahájení)
list-filter-label = Filtr:
clock-typed-label = Tempo hry:

## Studying a game opened or set up
command-play-computer = Hrát odsud proti počítači
side-studied = Tuto partii studujete: hrajete za obě strany a počítač čeká.
status-studied = Studium: počítač čeká
notice-game-over-no-move = Partie skončila: po výsledku se už netáhne

## A paused clock
status-paused = Hodiny stojí: žádný tah, dokud je P znovu nespustí

## Playing the engine's lines
analysis-play-first = Zahrát nejlepší tah varianty { $number }
analysis-play-all = Zahrát celou
analysis-play-all-hint = Zahrát na desce celou variantu
analysis-play-all-clock = Ne v partii na hodiny: tam se hraje tah po tahu
notice-line-on-clock = V partii na hodiny se hraje tah po tahu

## The result of a game
moves-result = Výsledek: { $result }
status-result = Konec partie: { $result }

## Quitting
command-quit = Ukončit

## The result in the game information
info-result = Výsledek
info-result-win = { $result }: vyhrává { $side }
info-result-draw = { $result }: remíza
info-result-both-lose = { $result }: prohrávají oba
info-result-unknown = { $result }: neznámý nebo nedohráno

## A path typed by hand
problem-path-hint = název ve složce { $folder } nebo celá cesta (~ je vaše domovská složka)

## The theme button
theme-switch-light = Přepnout na světlý
theme-switch-dark = Přepnout na tmavý

## A game replaced
notice-kept-recent = Předchozí partie je uložena: Soubor › Nedávné partie ji vrátí

## Editing the move list
moves-delete = Smazat tento tah a vše, co následuje
moves-promote = Udělat z toho hlavní variantu
moves-comment = Komentář…
comment-heading = Komentář po tahu { $played }
comment-label = Komentář:

## Games saved against the computer
menu-your-name = Vaše jméno
name-label = Vaše jméno v uložených partiích proti počítači:
player-damier-level = Damier úroveň { $level }
event-against-computer = Partie proti programu Damier

## About Damier, and the rules of each game
command-about = O programu Damier
about-version = Verze { $version }
about-what = Hraje a rozebírá mezinárodní, italskou a thajskou dámu, Hexdame a Lasku.
about-licence = Licence: MIT nebo Apache 2.0, podle vaší volby.
about-fonts = Písma: výběry z Noto Sans Thai a Noto Sans pod licencí SIL Open Font Licence 1.1; písma egui: Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT), Noto Emoji (SIL Open Font Licence 1.1) a emoji-icon-font (MIT).
command-rules = Pravidla této hry
rules-title = Pravidla: { $game }
rules-international = Mezinárodní dáma se hraje na tmavých polích desky 10×10, 20 kamenů na každé straně; začíná bílý. Kámen táhne o jedno pole šikmo vpřed a bere přeskokem soupeřova kamene, vpřed i vzad, na volné pole za ním; několik skoků za sebou tvoří jeden tah. Braní je povinné a hraje se řada, která bere nejvíce kamenů. Kámen, který skončí tah na poslední řadě, se stává dámou; dáma táhne a bere na libovolnou vzdálenost po volné úhlopříčce. Kdo nemůže táhnout, prohrává; opakování a několik pravidel počítání tahů v koncovkách s dámami dávají remízu.
rules-italian = Italská dáma se hraje na desce 8×8 s tmavým polem vpravo dole u každého hráče, 12 kamenů na každé straně; začíná bílý. Kameny táhnou a berou jen vpřed, o jedno pole šikmo, a kámen nesmí brát dámu. Braní je povinné: berte nejvíce kamenů; při rovnosti berte dámou; pak nejvíce dam; pak dámu co nejdříve. Kámen, který dojde na poslední řadu, se stává dámou a jeho tah končí; dáma táhne a bere o jedno pole šikmo, vpřed i vzad. Kdo nemůže táhnout, prohrává.
rules-thai = Thajská dáma se hraje na desce 8×8 s 8 kameny na každé straně v prvních dvou řadách; začíná bílý. Kameny táhnou a berou jen vpřed, o jedno pole šikmo. Dámy táhnou na libovolnou vzdálenost po volné úhlopříčce a berou zdálky, ale zastaví na poli hned za braným kamenem. Braní je povinné, ale lze zvolit kteroukoli řadu skoků. Kámen, který dojde na poslední řadu, i během braní, tam zůstane a stává se dámou. Kdo nemůže táhnout, prohrává.
rules-hexdame = Hexdame je dáma na šestiúhelníkové desce s 61 poli, 16 kamenů na každé straně, bílý proti červenému; začíná bílý. Kámen táhne o jedno pole vpřed a bere ve všech šesti směrech, vpřed i vzad, přeskokem soupeřova kamene na volné pole za ním. Braní je povinné a hraje se řada, která bere nejvíce kamenů. Kámen, který skončí tah na protějším okraji, se stává dámou; dáma táhne a bere na libovolnou vzdálenost po svých šesti přímkách jako dáma mezinárodní. Kdo nemůže táhnout, prohrává.
rules-lasca = Laska se hraje na 25 polích desky 7×7, 11 vojáků na každé straně; začíná bílý. Vojáci táhnou o jedno pole šikmo vpřed; důstojníci, vojáci, kteří došli na poslední řadu, táhnou o jedno pole šikmo kterýmkoli směrem. Braní přeskočí soupeřův sloupec a vezme z něj jen vrchní kámen, který přijde pod sloupec, jenž bral: sloupce rostou a každý patří barvě svého vrchního kamene a táhne jako on. Braní je povinné a lze zvolit kteroukoli řadu skoků. Kdo nemůže táhnout, prohrává.

## The column inspector
column-more = … a pod nimi ještě { $more }

## Databáze koncovek

egdb-title = Databáze koncovek
egdb-about = Přesné výsledky (výhra, remíza nebo prohra) pozic hry { $game } s několika kameny, spočítané na tomto počítači.
egdb-lasca = Lasca nechává každý zajatý kámen na desce ve sloupcích, proto se na ni databáze koncovek nevztahují.
egdb-no-folder = Chybí složka s daty, kam by se databáze koncovek uložily.
egdb-folder = Uloženo v { $folder }
egdb-pieces = Kamenů: { $pieces }
egdb-built = Sestaveno { $built } z { $tables } tabulek
egdb-building = Sestavují se tabulky hry { $game } až do { $pieces } kamenů
egdb-progress = { $table }: { $finished } z { $tables } tabulek
egdb-time-left = Zbývá asi { $time }
egdb-cancel = Zrušit
egdb-finished = Všechny požadované tabulky jsou sestaveny.
egdb-cancelled = Zrušeno: hotové tabulky zůstávají a další sestavení pokračuje od nich.
egdb-failed = Sestavení selhalo: { $error }
egdb-build = Sestavit až do { $pieces } kamenů
egdb-needs = Potřebuje asi { $size } místa na disku
egdb-refused = Tabulka koncovek { $file } se nepoužije: { $error }
egdb-why-truncated = soubor je zkrácený ({ $have } bajtů, očekáváno { $need })
egdb-why-not-a-table = není to soubor tabulky koncovek Damieru
egdb-why-format = je ve formátu tabulky { $found } a tato verze čte formát { $reads }
egdb-why-checksum = kontrolní součet nesouhlasí: soubor je poškozený
egdb-why-mismatch = soubor obsahuje { $found }, ne { $expected }
egdb-why-malformed = soubor je chybně utvořený
egdb-why-no-tables = { $game } nemá tabulky koncovek
egdb-why-no-tables-here = tato hra nemá tabulky koncovek
egdb-why-pieces = tabulky se sestavují pro 2 až { $most } kamenů, ne { $pieces }
egdb-why-missing = nejprve je potřeba tabulka { $table }
egdb-why-too-large = { $table } má { $positions } pozic, víc, než pojme jedna tabulka
egdb-verdict-win = Databáze: { $side } vyhrává
egdb-verdict-draw = Databáze: remíza

## File errors: what was being done, to which file or folder, and why
file-error-read = nelze přečíst { $path }: { $why }
file-error-write = nelze zapsat { $path }: { $why }
file-error-remove = nelze odstranit { $path }: { $why }
file-error-create-folder = nelze vytvořit složku { $path }: { $why }
file-error-lock = nelze zamknout { $path }: { $why }
why-not-found = takový soubor ani složka neexistuje
why-permission-denied = přístup odepřen
why-disk-full = disk je plný
why-read-only = disk je jen pro čtení
why-is-folder = je to složka, ne soubor
why-too-big = je větší než { $megabytes } MB, které Damier čte
why-not-latin1 = soubor je v kódování Latin-1, které nemůže obsahovat znak { $character }
why-damaged = jeho obsah nelze přečíst na řádku { $line }, ve sloupci { $column }
why-no-game = nemá partii číslo { $number }
why-all-windows-kept = už v ní uchovává své partie { $windows } oken
why-stopped = práce skončila před koncem

## PDN reading: where a game stops loading and why, what a lenient reading got past
pdn-at = řádek { $line }, sloupec { $column }: { $what }
pdn-players = { $players }, { $what }
pdn-warning = partie { $game }, { $what }; { $remedy }
pdn-warning-times = partie { $game }, { $what }; { $remedy } ({ $count }× v této partii, poprvé zde)
pdn-latin1 = { $file } není v UTF-8: byl přečten jako Latin-1
pdn-unexpected-char = nečekaný znak '{ $character }'
pdn-not-a-move = '{ $word }' není tah, číslo tahu, výsledek ani anotace
pdn-spaces-in-move = mezery uvnitř tahu '{ $written }'
pdn-nested-comment = '{"{"}' uvnitř komentáře (komentáře PDN se nevnořují)
pdn-unclosed-comment-resumes = komentář není nikdy uzavřen; čtení pokračuje značkami další partie na řádku { $line }
pdn-unclosed-comment-lost = komentář není nikdy uzavřen; posledních { $bytes } bajtů textu je uvnitř a nebylo přečteno
pdn-too-long = { $what } delší než { $limit } bajtů
pdn-bad-tag = chybná značka: { $fault }
pdn-too-deep = varianty vnořené hlouběji než { $depth }
pdn-unclosed-variation = varianta není nikdy uzavřena
pdn-unmatched-close = ')' neuzavírá žádnou variantu
pdn-variation-without-move = varianta před jakýmkoli tahem
pdn-misplaced-setup = pozice (/FEN .../) smí být jen před prvním tahem
pdn-misplaced-result = výsledek uvnitř varianty
pdn-no-result = partie nemá výsledek před značkami další partie
pdn-unknown-result = '{ $result }' není výsledek PDN (1-0 0-1 1/2-1/2 *, v mezinárodní dámě také 2-0 0-2 1-1 0-0)
pdn-small-board-setup = chybí značka GameType i Variant a všechny kameny FEN stojí na polích 1–32: může jít o pozici hry 8×8 (anglická dáma není hrou Damieru; soubory italské a thajské dámy uvádějí svůj GameType)
pdn-points-result = '{ $result }' je výsledek mezinárodní dámy; tato hra píše 1-0 0-1 1/2-1/2
pdn-result-mismatch = značka Result říká { $tag }, ale tahy končí výsledkem { $written }
pdn-unknown-mark = '{ $mark }' není hodnocení tahu (! ? !! ?? !? ?!)
pdn-annotation-without-move = '{ $mark }' je před jakýmkoli tahem
pdn-bad-nag = ${ $nag } není číselný anotační znak (0–65535)
pdn-unknown-move = tah zapsaný '-' není znám
pdn-unsupported-game-type = GameType { $number } je { $name }, což není hra Damieru (mezinárodní 20, italská 22, thajská 31; Hexdame a Lasca značkou Variant)
pdn-bad-game-type = GameType "{ $value }" není typ hry
pdn-board-size = GameType "{ $value }" udává velikost desky, která neodpovídá hře
pdn-unknown-variant = Variant "{ $value }" není hra Damieru
pdn-variant-conflict = GameType říká { $game_type }, ale Variant říká { $variant }
pdn-bad-move = tah { $number }{ $dots } { $written }: { $why }
pdn-ambiguity-resolved = { $written } je nejednoznačný ({ $candidates }); jen { $chosen } dovolí přehrát další tahy
pdn-ambiguity-kept = { $written } je nejednoznačný ({ $candidates }) a další tahy neřeknou který
pdn-fits-no-game = chybí značka GameType i Variant a tahy neodpovídají mezinárodní, italské ani thajské dámě (snad anglická, ruská nebo česká dáma?): { $attempts }
pdn-attempt = jako { $game }: { $why }
pdn-brief-move = tah { $number }{ $dots } { $written } { $why }
pdn-brief-not-a-cell = '{ $cell }' není pole
pdn-brief-ambiguous = je nejednoznačný
pdn-brief-not-a-move = není tah
pdn-brief-illegal = není podle pravidel
pdn-brief-fen = FEN neodpovídá: { $why }
pdn-element-tag-value = hodnota značky
pdn-element-comment = komentář
pdn-element-setup = pozice
pdn-element-move = tah
pdn-tag-no-name = po '[' chybí název značky
pdn-tag-not-quoted = hodnota { $name } není v uvozovkách
pdn-tag-not-closed = { $name } není uzavřena znakem ']'
pdn-tag-value-not-closed = hodnota není uzavřena na svém řádku
pdn-setup-not-closed = pozice '/' není nikdy uzavřena
pdn-remedy-ignored = vynecháno
pdn-remedy-skipped = přeskočeno
pdn-remedy-kept-as-text = ponecháno jako text
pdn-remedy-read-as = přečteno jako { $read }
pdn-remedy-read-as-unfinished = přečteno jako '*'
pdn-remedy-read-as-same-result = přečteno jako tentýž výsledek
pdn-remedy-read-up-to-bracket = přečteno po ']'
pdn-remedy-closed-there = uzavřeno tam
pdn-remedy-closed-at-end = uzavřena na konci partie
pdn-remedy-game-ends-there = partie tam končí
pdn-remedy-kept-result-after-moves = ponechán výsledek za tahy
pdn-remedy-read-as-international = přečteno jako mezinárodní dáma
pdn-remedy-game-stops = partie tam končí
pdn-remedy-variation-stops = varianta tam končí
pdn-remedy-took = zvoleno { $route }
pdn-remedy-took-first = zvoleno { $route }, první v pořadí desky
command-puzzles = Úlohy…
command-export-diagram = Exportovat diagram…
command-import-puzzles = Importovat úlohy…
dialog-import-puzzles = Importovat úlohy
dialog-export-diagram = Exportovat diagram pozice
dialog-pictures = Obrázky (SVG, PNG)
notice-no-dialog = Nepodařilo se otevřít okno souborů: nainstalujte xdg-desktop-portal (s backendem GTK nebo KDE) nebo zenity
notice-diagram-exported = Diagram uložen jako { $file }
notice-diagram-not-exported = Diagram se neuložil: { $error }
puzzles-title = Úlohy
puzzles-set = Sbírka
puzzles-set-yours = Z vašich partií
puzzles-import = Importovat…
puzzles-rating = Hodnocení v úlohách ({ $game }): { $rating }
puzzles-stats = Vyřešeno { $solved } · nevyřešeno { $failed } · série { $streak } (nejlepší { $best })
puzzles-reading = Načítám úlohy…
puzzles-empty = Zatím tu nejsou žádné úlohy. Nechte rozebrat partii (Analýza › Rozbor): pozice před hrubými chybami se stanou úlohami.
puzzles-puzzle = Úloha { $id } · obtížnost { $rating }
puzzles-your-move = Jste na tahu
puzzles-right = Správně!
puzzles-right-go-on = Správně! Pokračujte
puzzles-wrong = To není ten tah
puzzles-hint = Nápověda
puzzles-hint-tip = Kámen, kterým táhnout, pak tah. Úloha vyřešená s nápovědou se počítá jako nevyřešená.
puzzles-retry = Znovu
puzzles-solution = Řešení
puzzles-next = Další
puzzles-open-game = Otevřít jako partii
puzzles-list = Vyřešeno { $solved } z { $total }
puzzle-goal-win = { $side } táhne a vyhraje
puzzle-goal-material = { $side } táhne a získá materiál
puzzle-goal-save = { $side } táhne a zachrání partii
puzzle-solved = Vyřešeno!
puzzle-wrong-thinking = To není ten tah: hledám odpověď…
puzzle-wrong = To není ten tah: po { $played } následuje { $line }. Zkuste to znovu, nebo se podívejte na řešení.
puzzle-try-again = Zkuste to znovu
puzzle-solution-shown = Řešení: projděte je šipkami doleva a doprava
puzzle-fault-no-position = začíná ze základní pozice (chybí tag FEN)
puzzle-fault-no-goal = nemá tag Goal ani výsledek, který by říkal, čeho strana na tahu dosáhne
puzzle-fault-unknown-goal = její cíl „{ $goal }“ není win, material ani save
puzzle-fault-no-solution = nemá žádné tahy k vyřešení
puzzle-fault-ends-with-reply = její tahy končí odpovědí, ne tahem řešitele
puzzle-fault-illegal-move = tah { $ply } řešení není pravidelný
puzzle-fault-bad-rating = její obtížnost „{ $rating }“ není celé číslo
puzzle-refused-game = partie { $game }: { $reason }
puzzle-refused-more = { $count ->
    [one] a { $count } další
    [few] a { $count } další
   *[other] a { $count } dalších
}
puzzle-imported = { $puzzles ->
    [one] Importována { $puzzles } úloha z { $name }
    [few] Importovány { $puzzles } úlohy z { $name }
   *[other] Importováno { $puzzles } úloh z { $name }
}
puzzle-imported-refused =
    { $imported }; { $refused ->
        [one] { $refused } partie není úloha
        [few] { $refused } partie nejsou úlohy
       *[other] { $refused } partií nejsou úlohy
    }: { $reasons }
puzzle-imported-none = { $name } neobsahuje žádnou úlohu: { $reasons }
puzzle-not-imported = Úlohy se neimportovaly: { $error }
puzzle-from-game =
    { $blunders ->
        [one] Rozbor našel { $blunders } hrubou chybu
        [few] Rozbor našel { $blunders } hrubé chyby
       *[other] Rozbor našel { $blunders } hrubých chyb
    }; { $puzzles ->
        [one] { $puzzles } se stala úlohou v Úlohy › Z vašich partií
        [few] { $puzzles } se staly úlohami v Úlohy › Z vašich partií
       *[other] { $puzzles } se stalo úlohami v Úlohy › Z vašich partií
    }
puzzle-not-saved = Úlohy se nepodařilo uložit: { $error }
