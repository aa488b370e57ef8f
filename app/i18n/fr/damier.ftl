# Damier en français.

## Jeux, camps et pièces

game-international = Dames internationales
game-italian = Dames italiennes
game-thai = Dames thaïlandaises
game-hexdame = Hexdame
game-lasca = Lasca
side-white = Blancs
side-black = Noirs
side-red = Rouges
piece-white-man = Pion blanc
piece-black-man = Pion noir
piece-red-man = Pion rouge
piece-white-king = Dame blanche
piece-black-king = Dame noire
piece-red-king = Dame rouge
piece-white-soldier = Soldat blanc
piece-black-soldier = Soldat noir
piece-white-officer = Officier blanc
piece-black-officer = Officier noir

## Menus et commandes

menu-file = Fichier
menu-edit = Édition
menu-game = Partie
menu-moves = Coups
menu-analysis = Analyse
menu-view = Affichage
menu-help = Aide
command-new-game = Nouvelle partie
command-undo = Annuler
command-redo = Rétablir
command-hint = Conseil
command-move-now = Jouer maintenant
command-offer-draw = Proposer la nulle
command-pause-clock = Arrêter la pendule
command-resign = Abandonner
command-back = Reculer
command-forward = Avancer
command-to-start = Au début
command-to-end = À la fin
command-flip = Retourner le damier
command-coordinates = Coordonnées
command-frame-timings = Temps des images
command-edit-position = Modifier la position
command-analyse = Analyser
command-review = Revoir la partie
command-endgame-tables = Bases de finales…
command-how-to-play = Comment jouer
command-open = Ouvrir…
command-save = Enregistrer
command-save-as = Enregistrer sous…
command-game-list = Autres parties du fichier…
command-game-info = Informations sur la partie…
command-copy-fen = Copier la position (FEN)
command-copy-diagram = Copier la position (diagramme)
command-paste-fen = Coller une position (FEN)
menu-review-time = Temps de revue par coup
menu-animate = Animer les coups
menu-sound = Son
menu-language = Langue
language-system = Comme le système
theme-system = Comme le système
theme-light = Clair
theme-dark = Sombre
theme-to-light = Passer au thème clair
theme-to-dark = Passer au thème sombre
menu-recent-files = Fichiers récents
menu-clear-recent = Vider la liste
menu-recent-games = Parties récentes
recent-game = { $moves ->
    [one] { $game }, { $moves } coup
   *[other] { $game }, { $moves } coups
}
recent-game-players = { $moves ->
    [one] { $game }, { $moves } coup, { $players }
   *[other] { $game }, { $moves } coups, { $players }
}
recent-unreadable = Une partie qui n'a pas pu être lue
age-just-now = à l'instant
age-minutes = il y a { $minutes } min
age-hours = il y a { $hours } h
age-yesterday = hier
age-days = il y a { $days } jours

## Le panneau latéral

side-game-type = Jeu
player-person = Humain
player-computer = Ordinateur
player-person-hint = Les { $side } sont joués par une personne
player-computer-hint = Les { $side } sont joués par l'ordinateur
player-remote = DXP
player-remote-hint = Les { $side } sont joués par un autre programme, via DamExchange (DXP)
player-remote-international = DamExchange ne transmet que le jeu de dames international
remote-heading = Programme via DamExchange (DXP)
remote-connect = L'appeler
remote-listen = Attendre son appel
remote-address = Adresse
remote-start-connect = Se connecter
remote-start-listen = Attendre
remote-stop = Raccrocher
remote-off = Pas de connexion
remote-connecting = Appel de { $address }…
remote-listening = En attente sur { $address }…
remote-connected = Connecté à { $name } ({ $address })
remote-failed = Pas de connexion : { $reason }
notice-remote-game = Une partie contre { $name } commence
notice-remote-declined = { $name } a refusé la partie
notice-remote-ended = { $name } a terminé la partie
notice-remote-stopped = { $name } a arrêté la partie sans résultat
notice-remote-broke = { $name } a rompu la partie : { $reason }
notice-remote-chat = { $name } dit : { $text }
notice-remote-lost = La connexion avec { $name } s'est terminée : { $reason }
notice-remote-lost-track = La partie de la fenêtre ne suit plus celle contre { $name }, qui a été terminée
notice-remote-no-undo = On ne reprend pas de coups dans une partie via DamExchange
notice-remote-no-pause = Une partie via DamExchange ne peut pas être mise en pause
notice-remote-no-draw = Un programme via DamExchange n'accepte pas de proposition de nulle
notice-remote-at-end = Dans une partie via DamExchange, on joue dans sa dernière position
side-strength = Force
side-time-per-move = Temps par coup
side-time-on-clock = À la pendule, l'ordinateur gère lui-même son temps
side-book = Bibliothèque d'ouvertures
side-book-hint = L'ordinateur joue ses premiers coups depuis la bibliothèque d'ouvertures de Damier, au hasard parmi des coups de valeur presque égale ; désactivée, il calcule chaque coup
side-book-none = Pas de bibliothèque d'ouvertures pour ce jeu ({ $game }) : l'ordinateur calcule chaque coup
side-threads = Fils
side-threads-hint = { $processors ->
    [one] Sur combien des { $processors } processeur de cet ordinateur calculent le joueur automatique et l'analyse : plus est plus fort, moins laisse de la place aux autres programmes
   *[other] Sur combien des { $processors } processeurs de cet ordinateur calculent le joueur automatique et l'analyse : plus est plus fort, moins laisse de la place aux autres programmes
}
unit-seconds = { $value } s
unit-minutes = { $value } min
unit-hours = { $value } h
time-period = { $moves } coups en { $base }, puis { $added }
time-increment = { $base } + { $increment }
time-delay = { $base }, délai de { $delay }
unit-minutes-suffix = { " " }min
unit-seconds-suffix = { " " }s
routes-heading = Choisissez le chemin
routes-text = Cliquez sur le damier les cases par où passer, ou choisissez un chemin :
moves-heading = Coups
column-hint = Pointez une colonne pour la voir de haut en bas.
column-heading = { $pieces ->
    [one] Colonne en { $cell } : { $pieces } pièce
   *[other] Colonne en { $cell } : { $pieces } pièces
}
column-commander = { $piece } (commandant)

## Pendules

clock-resume = Relancer la pendule
clock-pause = Arrêter la pendule
clock-none = Sans pendule
clock-label = Pendule
clock-type-one = En saisir une…
clock-game-time = Temps pour la partie
clock-increment = Ajouté après chaque coup
clock-typed-hint = Secondes pour la partie, +incrément, d délai, coups/secondes:plus ; Entrée la règle

## La ligne d'état

status-editing = Modification d'une position ; la partie reste telle quelle jusqu'à ce que vous jouiez d'ici
status-hint = Recherche d'un conseil…
status-analysing = Analyse…
status-thinking = Les { $side } réfléchissent…
status-depth = { $text }  profondeur { $depth }, { $score } pour les { $side }
status-to-move = Trait aux { $side }
status-computer-to-move = Trait aux { $side } (ordinateur) : appuyez sur Espace pour qu'ils jouent ici
status-dismiss = Fermer
outcome-wins = Les { $winner } gagnent : { $reason }
outcome-draw = Nulle : { $reason }
end-no-legal-move = les { $loser } ne peuvent plus jouer
end-resignation = les { $loser } ont abandonné
end-time = les { $loser } ont dépassé leur temps
end-repetition = la même position s'est répétée trois fois
end-twenty-five-moves = règle des 25 coups
end-sixteen-moves = règle des 16 coups
end-five-moves = règle des 5 coups
end-forty-moves = règle des 40 coups
end-agreement = d'un commun accord
end-forfeit = les { $loser } ont perdu par forfait
notice-clock-next-game = La pendule vaudra pour la prochaine partie
notice-no-clock = Cette partie n'a pas de pendule
notice-nothing-to-undo = Il n'y a aucun coup à reprendre
notice-nothing-to-redo = Il n'y a aucun coup à rejouer
notice-hint-for-person = Un conseil est pour une personne qui a le trait
notice-draw-declined = L'ordinateur refuse la nulle et continue
notice-left-behind = { $games ->
    [one] { $games } partie laissée par d'autres fenêtres : voir Fichier › Parties récentes
   *[other] { $games } parties laissées par d'autres fenêtres : voir Fichier › Parties récentes
}
notice-restored = Partie récente rétablie
notice-not-restored = Cette partie n'a pas pu être rétablie : { $error }
notice-restored-clocks-paused = Les pendules de la partie sont arrêtées : P les relance
notice-copied = Position copiée : { $fen }
notice-diagram-copied = Position copiée en image
notice-no-clipboard = Il n'y a pas de presse-papiers d'où coller
notice-fen-set-up = Position placée depuis le FEN
notice-fen-refused = Ce FEN a été refusé pour { $game } : { $error }
notice-cannot-play = Cette position ne peut pas être jouée : { $problem }
notice-opened = { $file } ouvert
notice-saved = Enregistré dans { $path }
notice-dialog-open = Une fenêtre de choix de fichier est déjà ouverte
notice-saving-already = La partie est déjà en cours d'enregistrement
notice-save-not-started = La partie n'a pas pu être enregistrée : { $error }
notice-recent-not-written = Les fichiers récents n'ont pas pu être écrits : { $error }
notice-last-game-kept-aside = La dernière partie n'a pas pu être rétablie ({ $error }) ; elle est gardée dans { $kept }
notice-last-game-lost = La dernière partie n'a pas pu être rétablie ({ $error }) ; elle n'a pas pu être mise de côté : { $aside }
notice-not-kept-recent = La partie n'a pas pu être gardée parmi les parties récentes : { $error }
notice-not-kept-next-start = Cette partie n'a pas pu être gardée pour le prochain démarrage ({ $error }) : si Damier s'arrête maintenant, ses coups non enregistrés dans un fichier sont perdus.
notice-games-not-kept = Les parties ne peuvent pas être conservées dans le dossier de données ({ $error }) : les coups non enregistrés dans un fichier sont perdus à la fermeture de Damier.
notice-nothing-to-review = Il n'y a encore aucun coup à revoir
move-not-a-move = « { $text } » n'est pas un coup : des cases reliées par « - » ou « x » sont attendues
move-unknown-cell = « { $cell } » dans « { $text } » n'est pas une case de ce damier
move-illegal = { $text } n'est pas un coup permis ici (permis : { $legal })
move-ambiguous = { $text } est ambigu : ce peut être { $candidates }
move-not-legal = Ce coup n'est pas permis
settings-unreadable = Les réglages de { $path } n'ont pas pu être lus ({ $why }) ; les réglages par défaut s'appliquent.
settings-kept-aside = Les réglages de { $path } n'ont pas pu être lus ({ $why } ; le fichier est gardé sous { $kept }) ; les réglages par défaut s'appliquent.
settings-not-kept = Les réglages de { $path } n'ont pas pu être lus ({ $why } ; le fichier n'a pas pu être mis de côté : { $aside }) ; les réglages par défaut s'appliquent.
settings-not-saved = Les réglages n'ont pas pu être enregistrés : { $error }

## Pourquoi un coup n'est pas permis

list-or = { $first } ou { $last }
list-others = d'autres
refusal-not-playable = Les pièces ne se placent que sur les cases jouables
refusal-no-piece = Il n'y a pas de pièce en { $cell }
refusal-not-your-piece = Cette pièce est aux { $owner } : le trait est aux { $mover }
refusal-nowhere = Un coup doit aller quelque part
refusal-capture-unfinished = Une rafle doit être menée à son terme : { $capture }
refusal-piece-must-capture = Cette pièce doit prendre : { $moves }
refusal-capture-compulsory = La prise est obligatoire : { $moves }
refusal-occupied = { $cell } n'est pas libre
refusal-along-lines = Les pièces se déplacent le long des lignes de cases
refusal-diagonally = Les pièces se déplacent en diagonale
refusal-man-forward-only = { $piece ->
    [soldier] Un soldat n'avance que vers l'avant
   *[man] Un pion n'avance que vers l'avant
}
refusal-man-one-cell = { $piece ->
    [soldier] Un soldat avance d'une case à la fois
   *[man] Un pion avance d'une case à la fois
}
refusal-king-one-cell = { $piece ->
    [officer] À la Lasca, un officier avance d'une case à la fois
   *[king] Aux dames italiennes, une dame avance d'une case à la fois
}
refusal-blocked = Le chemin vers { $cell } est barré
refusal-cannot-move = Cette pièce ne peut pas bouger
refusal-can-go-to = Cette pièce peut aller en { $moves }
refusal-man-takes-king = Aux dames italiennes, un pion ne peut pas prendre une dame
refusal-maximum = { $pieces ->
    [one] Vous devez prendre le maximum : { $pieces } pièce
   *[other] Vous devez prendre le maximum : { $pieces } pièces
}
refusal-king-first = Aux dames italiennes, la prise par une dame passe avant la prise par un pion
refusal-most-kings = Vous devez prendre le plus de dames : { $kings }
refusal-king-early = Vous devez prendre une dame le plus tôt possible

## Analyse et revue

analysis-heading = Analyse
analysis-lines = lignes
analysis-stop = Arrêter
analysis-stop-hint = Couper l'analyse
analysis-game-over = La partie est finie ici.
analysis-thinking = Réflexion…
analysis-busy = Le moteur cherche un coup ; l'analyse reprend ensuite.
analysis-progress = Profondeur { $depth }/{ $seldepth } · { $speed } nœuds/s · { $nodes } nœuds · { $seconds } s
analysis-searched-out = Recherche menée jusqu'au bout : chaque ligne finit avec la partie ou dans la base de finales · { $nodes } nœuds · { $seconds } s
analysis-starting = Démarrage…
analysis-play = Jouer
analysis-play-hint = Jouer sur le damier le premier coup de cette ligne, le meilleur du moteur
analysis-play-line = Jouer la ligne { $number }
score-wins-in = Les { $side } gagnent en { $moves }
score-win-in = gain en { $moves }
score-loss-in = perte en { $moves }
score-wins-by-tables = Les { $side } gagnent (base de finales)
score-win-by-tables = gain (base de finales)
score-loss-by-tables = perte (base de finales)
review-heading = Revue de la partie
review-start = Revoir la partie
review-close = Fermer
review-progress = { $done } positions sur { $total }
review-cancel = Annuler
review-per-move = par coup
review-graph = Courbe d'évaluation
review-start-point = Début : { $score }
review-moves = Coups
review-inaccuracies = ?! Imprécisions
review-mistakes = ? Erreurs
review-blunders = ?? Gaffes
review-average-loss = Perte moyenne
review-thresholds = Un coup qui perd au moins { $inaccuracy } pion par rapport au meilleur du moteur est ?!, { $mistake } pion ?, { $blunder } pions ??.

## Aide

help-title = Aide
help-moving-heading = Déplacer les pièces
help-moving = Faites glisser une pièce vers sa destination, ou cliquez sur la pièce puis sur la destination. Les cases où elle peut aller sont marquées. Quand la prise est obligatoire, les pièces qui doivent prendre sont cerclées. Si deux rafles différentes ont le même départ et la même arrivée, leurs chemins sont dessinés : cliquez sur les cases par où passer, ou choisissez le chemin dans la liste. Sans souris : appuyez sur M et saisissez le coup (32-28, 28x19, c3-d4 ; les coups légaux qui commencent ainsi sont proposés), ou appuyez sur B et parcourez le damier avec les flèches : Entrée soulève une pièce et la pose ; Échap quitte le damier.
help-setting-up-heading = Mettre en place et analyser
help-setting-up = Partie › Modifier la position affiche une palette : cliquez sur une case pour y poser la pièce choisie, clic droit pour en retirer une, faites glisser les pièces sur le damier ou hors du damier. À la Lasca, les nouvelles pièces vont au sommet ou au pied d'une colonne. Les problèmes sont désignés par leur case ; d'une position légale, on peut jouer contre l'ordinateur ou à deux. Analyse › Analyser montre les meilleures lignes du moteur (cliquez-en une pour la jouer comme variante) ; Analyse › Revoir la partie juge chaque coup. { $thresholds }
help-keyboard-heading = Clavier

## L'éditeur de position

editor-heading = Modifier la position
editor-palette-hint = { $piece } : cliquez pour choisir, ou faites glisser sur le damier
editor-remove = Retirer
editor-remove-hint = Un clic retire une pièce
editor-how = Cliquez sur une case pour y poser la pièce, clic droit pour en retirer une ; faites glisser les pièces pour les déplacer, hors du damier pour les retirer.
editor-to-move = Trait :
editor-clear = Vider le damier
editor-start = Position de départ
editor-flip-colours = Inverser les couleurs
editor-new-pieces-go = Les nouvelles pièces vont
editor-on-top = au sommet
editor-beneath = au pied
editor-column-hint = Cliquez sur une case pour y construire sa colonne.
editor-empty-cell = { $cell } est vide
editor-add-on-top = Ajouter au sommet
editor-add-on-top-hint = Au sommet : { $piece }
editor-add-beneath = Ajouter au pied
editor-add-beneath-hint = Au pied : { $piece }
editor-remove-top = Retirer le sommet
editor-no-move = Les { $side } n'ont aucun coup ici. { $outcome }.
setup-off-board = La case { $cell } n'est pas une case jouable de ce damier
setup-occupied = Deux pièces sur la case { $cell }
setup-man-on-promotion = Un pion des { $side } en { $cell }, sa propre rangée de promotion
setup-too-many = Les { $side } ont { $count } pièces ; ce jeu en a au plus { $max }
setup-column-twice = Deux colonnes données pour la case { $cell }
setup-soldier-commander = La colonne en { $cell } est commandée par un soldat des { $side } sur sa propre rangée de promotion
setup-too-many-in-columns = Les colonnes comptent { $count } pièces en tout (la plus haute en { $tallest }) ; la Lasca en a au plus { $max }
fen-syntax = FEN, colonne { $column } : { $problem }
fen-invalid = Le FEN décrit une position impossible : { $problem }
fen-missing-side = il manque le camp au trait (W ou B)
fen-bad-side = le camp au trait doit être W ou B, pas '{ $side }'
fen-empty = FEN vide
fen-too-many-lists = une FEN a au plus deux listes de pièces, celle des Blancs et celle des Noirs
fen-expected-side = W ou B attendu, '{ $found }' trouvé
fen-list-twice = la liste { $side } vient deux fois
fen-empty-entry = une entrée vide entre deux virgules
fen-not-a-cell = '{ $cell }' n'est pas une case de ce damier
fen-backwards-range = la plage { $low }-{ $high } va à rebours
fen-lasca-one-list = une FEN de Lasca n'a qu'une liste de colonnes après le camp au trait
fen-expected-cell = une case comme d4 attendue, '{ $found }' trouvé
fen-expected-rank = la rangée de la case '{ $file }…' attendue
fen-not-a-lasca-cell = '{ $cell }' n'est pas une case du damier de Lasca
fen-not-a-piece = '{ $found }' n'est pas une pièce : w, W, b ou B attendu
fen-empty-column = aucune pièce après { $cell } : une colonne en demande au moins une parmi w, W, b, B
editor-legal = Une position légale : prête à jouer.
editor-fen-hint = la position n'est pas encore légale
editor-set-up-fen = Placer depuis le FEN
editor-play-heading = Jouer à partir d'ici
editor-play-against = Jouer les { $side } contre l'ordinateur
editor-two-players = Nouvelle partie d'ici (deux joueurs)
editor-back = Retour à la partie

## Fichiers

dialog-open = Ouvrir des parties
dialog-save = Enregistrer la partie
dialog-pdn-files = Parties PDN
dialog-all-files = Tous les fichiers
file-and-game = { $file }, partie { $number }
unsaved-heading = Enregistrer les modifications ?
unsaved-text = La partie a des modifications qui ne sont pas enregistrées dans { $file }.
not-kept-heading = Cette partie ne peut pas être conservée
not-kept-text = Damier n’a pas pu conserver cette partie parmi les parties récentes ({ $error }). Si elle est remplacée maintenant, ses coups sont perdus. L’enregistrer d’abord dans un fichier ?
answer-save = Enregistrer
answer-dont-save = Ne pas enregistrer
answer-cancel = Annuler
overwrite-changed-heading = Le fichier a changé sur le disque
overwrite-changed = { $file } a été modifié par un autre programme après que Damier l'a lu ou écrit. Enregistrer maintenant remplacerait ces modifications.
overwrite-several-heading = Enregistrer dans un fichier de plusieurs parties ?
overwrite-own-game = { $file } contient { $games } parties ; celle-ci est la partie { $number }. N'enregistrer que cette partie supprimerait les { $others } autres.
overwrite-several = { $file } contient { $games } parties. Remplacer le fichier par cette partie les supprimerait toutes.
overwrite-replace-heading = Remplacer le fichier ?
overwrite-exists = { $file } existe déjà.
overwrite-overwrite = Écraser
overwrite-save-as = Enregistrer sous…
overwrite-reload = Recharger le fichier
overwrite-replace-game = Remplacer seulement la partie { $number }
overwrite-append = Ajouter cette partie à la fin
overwrite-replace-all = Remplacer les { $games } parties
overwrite-other-name = Choisir un autre nom…
overwrite-replace = Remplacer
info-heading = Informations sur la partie
info-event = Événement
info-site = Lieu
info-date = Date
info-round = Ronde
info-date-hint = AAAA.MM.JJ, ?? si inconnu
info-ok = OK
list-heading = { $games ->
    [one] { $file } : { $games } partie
   *[other] { $file } : { $games } parties
}
list-filter = Filtrer par joueur, événement, date ou résultat
list-shown = { $shown } sur { $total } affichées
list-open = Ouvrir la partie
list-result = Résultat
list-does-not-load = ne se charge pas
list-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
list-game = Partie { $number } : { $text }
reading-heading = Lecture de { $file }…
reading-games = { $games ->
    [one] { $games } partie pour l'instant
   *[other] { $games } parties pour l'instant
}
reading-stop = Arrêter
drop-file = Déposez un fichier PDN pour l'ouvrir
problem-unreadable-title = Le fichier ne peut pas être ouvert
problem-no-games-title = Aucune partie
problem-no-games = { $path } ne contient aucune partie
problem-game-title = La partie { $number } ne se charge pas
problem-game = Dans { $file } : { $error }
problem-not-saved-title = La partie n'a pas été enregistrée
problem-not-saved = Impossible d'écrire { $path } : { $error }. Le fichier est tel qu'il était ; la partie est toujours là et gardée pour le prochain démarrage.
problem-warnings-title = { $file } a été lu avec des avertissements
problem-no-dialog-title = Pas de fenêtre de fichiers
problem-no-dialog-portal = Aucune fenêtre de choix de fichier n'a pu être affichée. Damier utilise le sélecteur de fichiers du bureau par le portail XDG : installez xdg-desktop-portal avec une implémentation comme xdg-desktop-portal-gtk ou xdg-desktop-portal-kde, ou installez zenity. En attendant, tapez le chemin du fichier ci-dessous, ouvrez une partie avec `damier FICHIER.pdn`, ou déposez le fichier sur la fenêtre.
problem-no-dialog = Aucune fenêtre de choix de fichier n'a pu être affichée. Tapez le chemin du fichier ci-dessous, ou déposez le fichier sur la fenêtre.
problem-open-before = Ouvrir les { $plies } demi-coups avant l'erreur
problem-warnings = { $count ->
    [one] { $count } élément du fichier ne suivait pas le PDN et a été lu comme indiqué :
   *[other] { $count } éléments du fichier ne suivaient pas le PDN et ont été lus comme indiqué :
}
problem-warnings-save = Ce qui a été lu n’étant peut-être pas tout le contenu du fichier, Enregistrer demande un fichier au lieu d’écraser celui-ci.
problem-path = Chemin :
problem-open = Ouvrir
problem-close = Fermer

## Playing without a mouse
command-type-move = Saisir un coup
command-keyboard-board = Jouer sur le damier au clavier
move-box-label = Coup :
move-box-example = p. ex. { $example }
move-box-none = Aucun coup légal ne commence ainsi
board-cell-empty = { $cell }, vide
board-cell-piece = { $cell }, { $piece }
board-cell-column = { $cell }, colonne de { $count }, { $piece } au sommet
board-cell-picked-up = soulevée
board-cell-moves = coups : { $moves }
status-last-move = Dernier coup : { $side } { $played }
status-last-move-book = Dernier coup : { $side } { $played } (bibliothèque d'ouvertures)
list-filter-label = Filtre :
clock-typed-label = Cadence :

## Studying a game opened or set up
command-play-computer = Jouer contre l'ordinateur à partir d'ici
side-studied = Cette partie est à étudier : vous jouez les deux camps et l'ordinateur attend.
status-studied = Étude : l'ordinateur attend
notice-game-over-no-move = La partie est terminée : aucun coup n'est joué après son résultat

## A paused clock
status-paused = Pendules en pause : aucun coup tant que P ne les relance pas

## Playing the engine's lines
analysis-play-first = Jouer le meilleur coup de la ligne { $number }
analysis-play-all = Tout jouer
analysis-play-all-hint = Jouer toute la ligne sur le damier
analysis-play-all-clock = Pas dans une partie à la pendule : les coups s'y jouent un par un
notice-line-on-clock = Dans une partie à la pendule, les coups se jouent un par un

## The result of a game
moves-result = Résultat : { $result }
status-result = Fin de la partie : { $result }

## Quitting
command-quit = Quitter

## The result in the game information
info-result = Résultat
info-result-win = { $result } : les { $side } gagnent
info-result-draw = { $result } : nulle
info-result-both-lose = { $result } : les deux perdent
info-result-unknown = { $result } : inconnu ou partie inachevée

## A path typed by hand
problem-path-hint = un nom dans { $folder }, ou un chemin complet (~ est votre dossier personnel)

## The theme button
theme-switch-light = Passer au clair
theme-switch-dark = Passer au sombre

## A game replaced
notice-kept-recent = La partie d'avant est gardée : Fichier › Parties récentes la ramène

## Editing the move list
moves-delete = Supprimer ce coup et la suite
moves-promote = En faire la ligne principale
moves-comment = Commentaire…
comment-heading = Commentaire après { $played }
comment-label = Commentaire :

## Games saved against the computer
menu-your-name = Votre nom
name-label = Votre nom dans les parties enregistrées contre l'ordinateur :
player-damier-level = Damier niveau { $level }
event-against-computer = Partie contre Damier

## About Damier, and the rules of each game
command-about = À propos de Damier
about-version = Version { $version }
about-what = Joue et analyse les dames internationales, italiennes et thaïes, l'Hexdame et le Lasca.
about-licence = Licence : MIT ou Apache 2.0, au choix.
about-fonts = Polices : des extraits de Noto Sans Thai et Noto Sans, sous la SIL Open Font Licence 1.1 ; celles d'egui : Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT), Noto Emoji (SIL Open Font Licence 1.1) et emoji-icon-font (MIT).
command-rules = Règles de ce jeu
rules-title = Règles : { $game }
rules-international = Les dames internationales se jouent sur les cases foncées d'un damier de 10×10, 20 pions par camp ; les Blancs commencent. Un pion avance d'une case en diagonale et prend en sautant par-dessus une pièce adverse, vers l'avant ou l'arrière, jusqu'à la case vide derrière elle ; plusieurs sauts à la suite forment un seul coup. La prise est obligatoire, et la rafle qui prend le plus de pièces doit être jouée. Un pion qui finit son coup sur la dernière rangée devient dame ; la dame se déplace et prend à toute distance le long d'une diagonale libre. Un camp qui ne peut plus jouer perd ; la répétition et quelques règles de décompte des finales de dames donnent la nulle.
rules-italian = Les dames italiennes se jouent sur un damier de 8×8 avec une case foncée en bas à droite de chaque joueur, 12 pions par camp ; les Blancs commencent. Les pions se déplacent et prennent seulement vers l'avant, d'une case en diagonale, et un pion ne peut pas prendre une dame. La prise est obligatoire : prendre le plus de pièces ; à égalité, prendre avec une dame ; puis prendre le plus de dames ; puis une dame le plus tôt possible. Un pion qui atteint la dernière rangée devient dame et son coup s'arrête ; la dame se déplace et prend d'une case en diagonale, vers l'avant ou l'arrière. Un camp qui ne peut plus jouer perd.
rules-thai = Les dames thaïes se jouent sur un damier de 8×8 avec 8 pions par camp sur les deux premières rangées ; les Blancs commencent. Les pions se déplacent et prennent seulement vers l'avant, d'une case en diagonale. Les dames se déplacent à toute distance le long d'une diagonale libre et prennent de loin, mais s'arrêtent sur la case juste derrière la pièce prise. La prise est obligatoire, mais n'importe quelle rafle peut être choisie. Un pion qui atteint la dernière rangée, même pendant une prise, s'y arrête et devient dame. Un camp qui ne peut plus jouer perd.
rules-hexdame = L'Hexdame, ce sont les dames sur un plateau hexagonal de 61 cases, 16 pions par camp, les Blancs contre les Rouges ; les Blancs commencent. Un pion avance d'une case, et prend dans les six directions, vers l'avant et l'arrière, en sautant une pièce adverse jusqu'à la case vide derrière elle. La prise est obligatoire, et la rafle qui prend le plus de pièces doit être jouée. Un pion qui finit son coup sur le bord opposé devient dame ; la dame se déplace et prend à toute distance le long de ses six lignes, comme aux dames internationales. Un camp qui ne peut plus jouer perd.
rules-lasca = Le Lasca se joue sur 25 cases d'un damier de 7×7, 11 soldats par camp ; les Blancs commencent. Les soldats avancent d'une case en diagonale ; les officiers, soldats arrivés à la dernière rangée, se déplacent d'une case en diagonale dans tous les sens. Une prise saute une colonne adverse et n'en prend que la pièce du dessus, qui passe sous la colonne qui prend : les colonnes grandissent, et chacune appartient au camp de sa pièce du dessus et se déplace comme elle. La prise est obligatoire, et n'importe quelle rafle peut être choisie. Un camp qui ne peut plus jouer perd.

## The column inspector
column-more = … et { $more } de plus en dessous

## Bases de finales

egdb-title = Bases de finales
egdb-about = Les résultats exacts (gain, nulle ou perte) des positions de { $game } à peu de pièces, calculés sur cet ordinateur.
egdb-lasca = Le Lasca garde chaque pièce prise sur le plateau, en colonnes : les bases de finales ne s'y appliquent pas.
egdb-no-folder = Il n'y a pas de dossier de données où garder les bases de finales.
egdb-folder = Gardées dans { $folder }
egdb-pieces = { $pieces } pièces
egdb-built = { $built } tables sur { $tables } construites
egdb-building = Construction des tables de { $game } jusqu'à { $pieces } pièces
egdb-progress = { $table } : { $finished } tables sur { $tables }
egdb-time-left = Encore environ { $time }
egdb-cancel = Annuler
egdb-finished = Toutes les tables demandées sont construites.
egdb-cancelled = Annulé : les tables terminées sont gardées, et une nouvelle construction reprend à partir d'elles.
egdb-failed = La construction a échoué : { $error }
egdb-build = Construire jusqu'à { $pieces } pièces
egdb-needs = Demande environ { $size } d'espace disque
egdb-refused = La table de finales { $file } n'est pas utilisée : { $error }
egdb-why-truncated = le fichier est tronqué ({ $have } octets, { $need } attendus)
egdb-why-not-a-table = ce n'est pas un fichier de table de finales de Damier
egdb-why-format = il est au format de table { $found }, et cette version lit le format { $reads }
egdb-why-checksum = la somme de contrôle ne correspond pas : le fichier est endommagé
egdb-why-mismatch = le fichier contient { $found }, pas { $expected }
egdb-why-malformed = le fichier est mal formé
egdb-why-no-tables = { $game } n'a pas de tables de finales
egdb-why-no-tables-here = ce jeu n'a pas de tables de finales
egdb-why-pieces = les tables se construisent pour 2 à { $most } pièces, pas { $pieces }
egdb-why-missing = il faut d'abord la table { $table }
egdb-why-too-large = { $table } a { $positions } positions, plus qu'une table ne peut en contenir
egdb-verdict-win = Base : { $side } gagne
egdb-verdict-draw = Base : nulle

## File errors: what was being done, to which file or folder, and why
file-error-read = impossible de lire { $path } : { $why }
file-error-write = impossible d'écrire { $path } : { $why }
file-error-remove = impossible de supprimer { $path } : { $why }
file-error-create-folder = impossible de créer le dossier { $path } : { $why }
file-error-lock = impossible de réserver { $path } : { $why }
why-not-found = ce fichier ou dossier n'existe pas
why-permission-denied = permission refusée
why-disk-full = le disque est plein
why-read-only = le disque est en lecture seule
why-is-folder = c'est un dossier, pas un fichier
why-too-big = il dépasse les { $megabytes } Mo que Damier lit
why-not-latin1 = le fichier est en Latin-1, qui ne peut pas contenir le caractère { $character }
why-damaged = son contenu ne se lit pas à la ligne { $line }, colonne { $column }
why-no-game = il n'a pas de partie { $number }
why-all-windows-kept = { $windows } fenêtres y gardent déjà leurs parties
why-stopped = le travail s'est arrêté avant la fin

## PDN reading: where a game stops loading and why, what a lenient reading got past
pdn-at = ligne { $line }, colonne { $column } : { $what }
pdn-players = { $players }, { $what }
pdn-warning = partie { $game }, { $what } ; { $remedy }
pdn-warning-times = partie { $game }, { $what } ; { $remedy } ({ $count } fois dans cette partie, la première ici)
pdn-latin1 = { $file } n'est pas en UTF-8 : il a été lu en Latin-1
pdn-unexpected-char = caractère inattendu '{ $character }'
pdn-not-a-move = '{ $word }' n'est ni un coup, ni un numéro de coup, ni un résultat, ni une annotation
pdn-spaces-in-move = espaces dans le coup '{ $written }'
pdn-nested-comment = '{"{"}' dans un commentaire (les commentaires PDN ne s'imbriquent pas)
pdn-unclosed-comment-resumes = le commentaire n'est jamais fermé ; la lecture reprend aux balises de la partie suivante, ligne { $line }
pdn-unclosed-comment-lost = le commentaire n'est jamais fermé ; les { $bytes } derniers octets du texte sont dedans et n'ont pas été lus
pdn-too-long = { $what } plus long que { $limit } octets
pdn-bad-tag = balise mal formée : { $fault }
pdn-too-deep = variantes imbriquées sur plus de { $depth } niveaux
pdn-unclosed-variation = la variante n'est jamais fermée
pdn-unmatched-close = ')' ne ferme aucune variante
pdn-variation-without-move = variante avant tout coup
pdn-misplaced-setup = une position (/FEN .../) ne peut venir qu'avant le premier coup
pdn-misplaced-result = résultat dans une variante
pdn-no-result = la partie n'a pas de résultat avant les balises de la partie suivante
pdn-unknown-result = '{ $result }' n'est pas un résultat PDN (1-0 0-1 1/2-1/2 *, au jeu international aussi 2-0 0-2 1-1 0-0)
pdn-small-board-setup = aucune balise GameType ni Variant, et toutes les pièces de la FEN sont sur les cases 1–32 : ce pourrait être une position d'un jeu 8×8 (les dames anglaises ne sont pas un jeu de Damier ; les fichiers italiens et thaïs portent leur GameType)
pdn-points-result = '{ $result }' est un résultat du jeu international ; ce jeu écrit 1-0 0-1 1/2-1/2
pdn-result-mismatch = la balise Result dit { $tag } mais les coups finissent par { $written }
pdn-unknown-mark = '{ $mark }' n'est pas une appréciation de coup (! ? !! ?? !? ?!)
pdn-annotation-without-move = '{ $mark }' vient avant tout coup
pdn-bad-nag = ${ $nag } n'est pas un glyphe d'annotation numérique (0–65535)
pdn-unknown-move = un coup écrit '-' n'est pas connu
pdn-unsupported-game-type = GameType { $number } est { $name }, qui n'est pas un jeu de Damier (international 20, italien 22, thaï 31 ; Hexdame et Lasca par la balise Variant)
pdn-bad-game-type = GameType "{ $value }" n'est pas un type de jeu
pdn-board-size = GameType "{ $value }" donne une taille de damier qui n'est pas celle du jeu
pdn-unknown-variant = Variant "{ $value }" n'est pas un jeu de Damier
pdn-variant-conflict = GameType dit { $game_type } mais Variant dit { $variant }
pdn-bad-move = coup { $number }{ $dots } { $written } : { $why }
pdn-ambiguity-resolved = { $written } est ambigu ({ $candidates }) ; seul { $chosen } permet de rejouer les coups suivants
pdn-ambiguity-kept = { $written } est ambigu ({ $candidates }) et les coups suivants ne disent pas lequel
pdn-fits-no-game = aucune balise GameType ni Variant, et les coups ne conviennent ni au jeu international, ni à l'italien, ni au thaï (dames anglaises, russes ou tchèques, peut-être ?) : { $attempts }
pdn-attempt = en { $game }, { $why }
pdn-brief-move = le coup { $number }{ $dots } { $written } { $why }
pdn-brief-not-a-cell = '{ $cell }' n'est pas une case
pdn-brief-ambiguous = est ambigu
pdn-brief-not-a-move = n'est pas un coup
pdn-brief-illegal = n'est pas réglementaire
pdn-brief-fen = la FEN ne convient pas : { $why }
pdn-element-tag-value = valeur de balise
pdn-element-comment = commentaire
pdn-element-setup = position
pdn-element-move = coup
pdn-tag-no-name = pas de nom de balise après '['
pdn-tag-not-quoted = la valeur de { $name } n'est pas entre guillemets
pdn-tag-not-closed = { $name } n'est pas fermé par ']'
pdn-tag-value-not-closed = la valeur n'est pas fermée sur sa ligne
pdn-setup-not-closed = une position '/' n'est jamais fermée
pdn-remedy-ignored = ignoré
pdn-remedy-skipped = sauté
pdn-remedy-kept-as-text = gardé comme texte
pdn-remedy-read-as = lu comme { $read }
pdn-remedy-read-as-unfinished = lu comme '*'
pdn-remedy-read-as-same-result = lu comme le même résultat
pdn-remedy-read-up-to-bracket = lu jusqu'à ']'
pdn-remedy-closed-there = fermé là
pdn-remedy-closed-at-end = fermée à la fin de la partie
pdn-remedy-game-ends-there = la partie s'arrête là
pdn-remedy-kept-result-after-moves = gardé le résultat après les coups
pdn-remedy-read-as-international = lu comme jeu de dames international
pdn-remedy-game-stops = la partie s'arrête là
pdn-remedy-variation-stops = la variante s'arrête là
pdn-remedy-took = pris { $route }
pdn-remedy-took-first = pris { $route }, le premier dans l'ordre du damier
command-puzzles = Problèmes…
command-export-diagram = Exporter le diagramme…
command-import-puzzles = Importer des problèmes…
dialog-import-puzzles = Importer des problèmes
dialog-export-diagram = Exporter un diagramme de la position
dialog-pictures = Images (SVG, PNG)
notice-no-dialog = Aucune fenêtre de fichiers n'a pu s'ouvrir : installez xdg-desktop-portal (avec son module GTK ou KDE) ou zenity
notice-diagram-exported = Diagramme enregistré sous { $file }
notice-diagram-not-exported = Le diagramme n'a pas été enregistré : { $error }
puzzles-title = Problèmes
puzzles-set = Recueil
puzzles-set-yours = De vos parties
puzzles-import = Importer…
puzzles-rating = Classement aux problèmes, { $game } : { $rating }
puzzles-stats = Résolus { $solved } · manqués { $failed } · série { $streak } (record { $best })
puzzles-reading = Lecture des problèmes…
puzzles-empty = Pas encore de problème ici. Faites analyser une partie (Analyse › Revue) : les positions avant ses gaffes deviennent des problèmes.
puzzles-puzzle = Problème { $id } · difficulté { $rating }
puzzles-your-move = À vous de jouer
puzzles-right = Exact !
puzzles-right-go-on = Exact ! Continuez
puzzles-wrong = Ce n'est pas le coup
puzzles-hint = Indice
puzzles-hint-tip = La pièce à jouer, puis le coup. Un problème résolu avec un indice compte comme manqué.
puzzles-retry = Réessayer
puzzles-solution = Solution
puzzles-next = Suivant
puzzles-open-game = Ouvrir comme partie
puzzles-list = { $solved } résolus sur { $total }
puzzle-goal-win = Les { $side } jouent et gagnent
puzzle-goal-material = Les { $side } jouent et gagnent du matériel
puzzle-goal-save = Les { $side } jouent et sauvent la partie
puzzle-solved = Résolu !
puzzle-wrong-thinking = Ce n'est pas le coup : recherche de la réponse…
puzzle-wrong = Ce n'est pas le coup : après { $played }, { $line }. Réessayez, ou voyez la solution.
puzzle-try-again = Réessayez
puzzle-solution-shown = La solution : parcourez-la avec les flèches gauche et droite
puzzle-fault-no-position = elle part de la position initiale (pas de tag FEN)
puzzle-fault-no-goal = elle n'a ni tag Goal, ni résultat qui dise ce qu'obtient le camp au trait
puzzle-fault-unknown-goal = son but « { $goal } » n'est ni win, ni material, ni save
puzzle-fault-no-solution = elle n'a aucun coup à résoudre
puzzle-fault-ends-with-reply = ses coups finissent par une réponse, pas par un coup du solutionniste
puzzle-fault-illegal-move = le coup { $ply } de la solution n'est pas légal
puzzle-fault-bad-rating = sa difficulté « { $rating } » n'est pas un nombre entier
puzzle-refused-game = partie { $game } : { $reason }
puzzle-refused-more = { $count ->
    [one] et { $count } autre
   *[other] et { $count } autres
}
puzzle-imported = { $puzzles ->
    [one] { $puzzles } problème importé de { $name }
   *[other] { $puzzles } problèmes importés de { $name }
}
puzzle-imported-refused =
    { $imported } ; { $refused ->
        [one] { $refused } partie n'est pas un problème
       *[other] { $refused } parties ne sont pas des problèmes
    } : { $reasons }
puzzle-imported-none = { $name } ne contient aucun problème : { $reasons }
puzzle-not-imported = Les problèmes n'ont pas été importés : { $error }
puzzle-from-game =
    { $blunders ->
        [one] La revue a trouvé { $blunders } gaffe
       *[other] La revue a trouvé { $blunders } gaffes
    } ; { $puzzles ->
        [one] { $puzzles } est devenue un problème dans Problèmes › De vos parties
       *[other] { $puzzles } sont devenues des problèmes dans Problèmes › De vos parties
    }
puzzle-not-saved = Les problèmes n'ont pas pu être enregistrés : { $error }
