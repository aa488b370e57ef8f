# Damier's window in English. Every other language has the same messages.
# Ids name where a text is shown; arguments are written { $like-this }.

## Games, sides and pieces

game-international = International
game-italian = Italian
game-thai = Thai
game-hexdame = Hexdame
game-lasca = Lasca
side-white = White
side-black = Black
side-red = Red
piece-white-man = White man
piece-black-man = Black man
piece-red-man = Red man
piece-white-king = White king
piece-black-king = Black king
piece-red-king = Red king
piece-white-soldier = White soldier
piece-black-soldier = Black soldier
piece-white-officer = White officer
piece-black-officer = Black officer

## Menus and their commands

menu-file = File
menu-edit = Edit
menu-game = Game
menu-moves = Moves
menu-analysis = Analysis
menu-view = View
menu-help = Help
command-new-game = New game
command-undo = Undo
command-redo = Redo
command-hint = Hint
command-move-now = Move now
command-offer-draw = Offer draw
command-pause-clock = Pause clock
command-resign = Resign
command-back = Back
command-forward = Forward
command-to-start = To start
command-to-end = To end
command-flip = Flip board
command-coordinates = Coordinates
command-frame-timings = Frame timings
command-edit-position = Edit position
command-analyse = Analyse
command-review = Review game
command-endgame-tables = Endgame databases…
command-how-to-play = How to play
command-open = Open…
command-save = Save
command-save-as = Save as…
command-game-list = Other games in the file…
command-game-info = Game information…
command-copy-fen = Copy position (FEN)
command-copy-diagram = Copy position (diagram)
command-paste-fen = Paste position (FEN)
menu-review-time = Review time per move
menu-animate = Animate moves
menu-sound = Sound
menu-language = Language
language-system = Follow the system
theme-system = Follow the system
theme-light = Light
theme-dark = Dark
theme-to-light = Switch to the light theme
theme-to-dark = Switch to the dark theme
menu-recent-files = Recent files
menu-clear-recent = Clear the list
menu-recent-games = Recent games
recent-game = { $moves ->
    [one] { $game }, { $moves } move
   *[other] { $game }, { $moves } moves
}
recent-game-players = { $moves ->
    [one] { $game }, { $moves } move, { $players }
   *[other] { $game }, { $moves } moves, { $players }
}
recent-unreadable = A game that could not be read
age-just-now = just now
age-minutes = { $minutes } min ago
age-hours = { $hours } h ago
age-yesterday = yesterday
age-days = { $days } days ago

## The side panel

side-game-type = Game type
player-person = Person
player-computer = Computer
player-person-hint = { $side } is played by a person
player-computer-hint = { $side } is played by a computer
player-remote = DXP
player-remote-hint = { $side } is played by another program, over DamExchange (DXP)
player-remote-international = DamExchange carries International draughts only
remote-heading = Program over DamExchange (DXP)
remote-connect = Call it
remote-listen = Wait for its call
remote-address = Address
remote-start-connect = Connect
remote-start-listen = Wait
remote-stop = Hang up
remote-off = Not connected
remote-connecting = Calling { $address }…
remote-listening = Waiting at { $address }…
remote-connected = Connected to { $name } ({ $address })
remote-failed = Not connected: { $reason }
notice-remote-game = A game with { $name } begins
notice-remote-declined = { $name } declined the game
notice-remote-ended = { $name } ended the game
notice-remote-stopped = { $name } stopped the game without a result
notice-remote-broke = { $name } broke off the game: { $reason }
notice-remote-chat = { $name } says: { $text }
notice-remote-lost = The connection to { $name } ended: { $reason }
notice-remote-lost-track = The game in the window left the game with { $name }, which was ended
notice-remote-no-undo = Moves are not taken back in a game over DamExchange
notice-remote-no-pause = A game over DamExchange cannot be paused
notice-remote-no-draw = A program over DamExchange takes no draw offers
notice-remote-at-end = In a game over DamExchange, moves are played at its last position
side-strength = Strength
side-time-per-move = Time per move
side-time-on-clock = On the clock, the computer budgets its own time
side-book = Opening book
side-book-hint = The computer plays its first moves from Damier's opening book, choosing at random among moves of nearly equal value; when off, it searches every move
side-book-none = No opening book for this game ({ $game }): the computer searches every move
side-threads = Threads
side-threads-hint = { $processors ->
    [one] How many of this computer's { $processors } processor the computer player and the analysis search on: more is stronger, fewer leaves room for other programs
   *[other] How many of this computer's { $processors } processors the computer player and the analysis search on: more is stronger, fewer leaves room for other programs
}
unit-seconds = { $value } s
unit-minutes = { $value } min
unit-hours = { $value } h
time-period = { $moves } moves in { $base }, then { $added }
time-increment = { $base } + { $increment }
time-delay = { $base }, { $delay } delay
unit-minutes-suffix = { " " }min
unit-seconds-suffix = { " " }s
routes-heading = Choose the route
routes-text = Click the cells to pass through on the board, or pick a route:
moves-heading = Moves
column-hint = Point at a column to see it from top to bottom.
column-heading = { $pieces ->
    [one] Column on { $cell }: { $pieces } piece
   *[other] Column on { $cell }: { $pieces } pieces
}
column-commander = { $piece } (commander)

## Clocks

clock-resume = Resume clock
clock-pause = Pause clock
clock-none = No clock
clock-label = Clock
clock-type-one = Type one…
clock-game-time = Time for the game
clock-increment = Added after every move
clock-typed-hint = Seconds for the game, +increment, d delay, moves/seconds:more; Enter sets it

## The status line

status-editing = Editing a position; the game stays as it was until you play from here
status-hint = Looking for a hint…
status-analysing = Analysing…
status-thinking = { $side } is thinking…
status-depth = { $text }  depth { $depth }, { $score } for { $side }
status-to-move = { $side } to move
status-computer-to-move = { $side } (computer) to move: press Space to let it play here
status-dismiss = Dismiss
outcome-wins = { $winner } wins: { $reason }
outcome-draw = Draw: { $reason }
end-no-legal-move = { $loser } cannot move
end-resignation = { $loser } resigned
end-time = { $loser } ran out of time
end-repetition = the same position occurred three times
end-twenty-five-moves = 25-move rule
end-sixteen-moves = 16-move rule
end-five-moves = 5-move rule
end-forty-moves = 40-move rule
end-agreement = agreed by the players
end-forfeit = { $loser } forfeited the game
notice-clock-next-game = The clock is for the next new game
notice-no-clock = This game has no clock
notice-nothing-to-undo = There is no move to take back
notice-nothing-to-redo = There is no move to replay
notice-hint-for-person = A hint is for a person to move
notice-draw-declined = The computer declines the draw and plays on
notice-left-behind = { $games ->
    [one] { $games } game left by other windows: see File › Recent games
   *[other] { $games } games left by other windows: see File › Recent games
}
notice-restored = Restored a recent game
notice-not-restored = That game could not be restored: { $error }
notice-restored-clocks-paused = The game's clocks are paused: P resumes them
notice-copied = Copied the position: { $fen }
notice-diagram-copied = Copied the position as a picture
notice-no-clipboard = There is no clipboard to paste from
notice-fen-set-up = Position set up from the FEN
notice-fen-refused = That FEN was refused for { $game }: { $error }
notice-cannot-play = This position cannot be played: { $problem }
notice-opened = Opened { $file }
notice-saved = Saved { $path }
notice-dialog-open = A file dialog is open already
notice-saving-already = The game is being saved already
notice-save-not-started = The game could not be saved: { $error }
notice-recent-not-written = The recent files could not be written: { $error }
notice-last-game-kept-aside = The last game could not be restored ({ $error }); it is kept in { $kept }
notice-last-game-lost = The last game could not be restored ({ $error }); it could not be kept aside: { $aside }
notice-not-kept-recent = The game could not be kept among the recent games: { $error }
notice-not-kept-next-start = This game could not be kept for the next start ({ $error }): if Damier stops now, its moves not saved in a file are lost.
notice-games-not-kept = Games cannot be kept in the data folder ({ $error }): moves not saved in a file are lost when Damier closes.
notice-nothing-to-review = There is no move to review yet
move-not-a-move = '{ $text }' is not a move: expected cells joined by '-' or 'x'
move-unknown-cell = '{ $cell }' in '{ $text }' is not a cell of this board
move-illegal = { $text } is not a legal move here (legal: { $legal })
move-ambiguous = { $text } is ambiguous: it could be { $candidates }
move-not-legal = That move is not legal
settings-unreadable = The settings in { $path } could not be read ({ $why }); using the defaults.
settings-kept-aside = The settings in { $path } could not be read ({ $why }; it is kept as { $kept }); using the defaults.
settings-not-kept = The settings in { $path } could not be read ({ $why }; it could not be kept aside: { $aside }); using the defaults.
settings-not-saved = The settings could not be saved: { $error }

## Why a move is not legal

list-or = { $first } or { $last }
list-others = others
refusal-not-playable = Pieces stand only on the playable cells
refusal-no-piece = There is no piece on { $cell }
refusal-not-your-piece = That piece is { $owner }'s: it is { $mover }'s move
refusal-nowhere = A move must go somewhere
refusal-capture-unfinished = A capture must be completed: { $capture }
refusal-piece-must-capture = This piece must capture: { $moves }
refusal-capture-compulsory = Capture is compulsory: { $moves }
refusal-occupied = { $cell } is not empty
refusal-along-lines = Pieces move along the lines of cells
refusal-diagonally = Pieces move diagonally
refusal-man-forward-only = { $piece ->
    [soldier] A soldier moves forward only
   *[man] A man moves forward only
}
refusal-man-one-cell = { $piece ->
    [soldier] A soldier moves one cell at a time
   *[man] A man moves one cell at a time
}
refusal-king-one-cell = { $piece ->
    [officer] In { $game } an officer moves one cell at a time
   *[king] In { $game } a king moves one cell at a time
}
refusal-blocked = The way to { $cell } is blocked
refusal-cannot-move = That piece cannot move
refusal-can-go-to = That piece can go to { $moves }
refusal-man-takes-king = In { $game } a man may not capture a king
refusal-maximum = { $pieces ->
    [one] You must take the maximum: { $pieces } piece
   *[other] You must take the maximum: { $pieces } pieces
}
refusal-king-first = In { $game } a capture with a king comes before one with a man
refusal-most-kings = You must take the most kings: { $kings }
refusal-king-early = You must take a king as early as possible

## Analysis and review

analysis-heading = Analysis
analysis-lines = lines
analysis-stop = Stop
analysis-stop-hint = Switch the analysis off
analysis-game-over = The game is over here.
analysis-thinking = Thinking…
analysis-busy = The engine is busy with a move; the analysis goes on after it.
analysis-progress = Depth { $depth }/{ $seldepth } · { $speed } nodes/s · { $nodes } nodes · { $seconds } s
analysis-searched-out = Searched to the end: every line ends with the game or in the endgame database · { $nodes } nodes · { $seconds } s
analysis-starting = Starting…
analysis-play = Play
analysis-play-hint = Play this line's first move, the engine's best, on the board
analysis-play-line = Play line { $number }
score-wins-in = { $side } wins in { $moves }
score-win-in = win in { $moves }
score-loss-in = loss in { $moves }
score-wins-by-tables = { $side } wins (database)
score-win-by-tables = database win
score-loss-by-tables = database loss
review-heading = Game review
review-start = Review game
review-close = Close
review-progress = { $done } of { $total } positions
review-cancel = Cancel
review-per-move = per move
review-graph = Evaluation graph
review-start-point = Start: { $score }
review-moves = Moves
review-inaccuracies = ?! Inaccuracies
review-mistakes = ? Mistakes
review-blunders = ?? Blunders
review-average-loss = Average loss
review-thresholds = A move losing at least { $inaccuracy } men against the engine's best is ?!, { $mistake } men ?, { $blunder } men ??.

## Help

help-title = Help
help-moving-heading = Moving pieces
help-moving = Drag a piece to its destination, or click the piece and then the destination. The cells it may go to are marked. When a capture is compulsory, the pieces that must capture are ringed. If two different captures share start and end, their routes are drawn: click the cells to pass through, or pick the route in the list. Without a mouse: press M and type the move (32-28, 28x19, c3-d4; the legal moves that begin so are offered), or press B and walk the board with the cursor keys, Enter picking a piece up and putting it down; Escape leaves the board.
help-setting-up-heading = Setting up and analysing
help-setting-up = Game › Edit position shows a palette: click a cell to put the chosen piece there, right-click to take one off, drag pieces across or off the board. In Lasca new pieces go on top of or beneath a column. Problems are named with their cell; a legal position can be played from against the computer or by two people. Analysis › Analyse shows the engine's best lines (click one to play it as a variation); Analysis › Review game judges every move. { $thresholds }
help-keyboard-heading = Keyboard

## The position editor

editor-heading = Edit position
editor-palette-hint = { $piece }: click to choose, or drag onto the board
editor-remove = Remove
editor-remove-hint = Click takes a piece off
editor-how = Click a cell to put the piece there, right-click to take one off; drag pieces to move them, off the board to remove them.
editor-to-move = To move:
editor-clear = Clear board
editor-start = Start position
editor-flip-colours = Flip colours
editor-new-pieces-go = New pieces go
editor-on-top = on top
editor-beneath = beneath
editor-column-hint = Click a cell to build its column here.
editor-empty-cell = { $cell } is empty
editor-add-on-top = Add on top
editor-add-on-top-hint = A { $piece } on top
editor-add-beneath = Add beneath
editor-add-beneath-hint = A { $piece } at the bottom
editor-remove-top = Remove top
editor-no-move = { $side } has no move here. { $outcome }.
setup-off-board = Cell { $cell } is not a playable cell of this board
setup-occupied = Two pieces on cell { $cell }
setup-man-on-promotion = A { $side } man on { $cell }, its own promotion row
setup-too-many = { $side } has { $count } pieces; this game has at most { $max }
setup-column-twice = Two columns given for cell { $cell }
setup-soldier-commander = The column on { $cell } is commanded by a { $side } soldier on its own promotion rank
setup-too-many-in-columns = The columns hold { $count } pieces in all (the tallest on { $tallest }); Lasca has at most { $max }
fen-syntax = FEN column { $column }: { $problem }
fen-invalid = FEN describes an impossible position: { $problem }
fen-missing-side = missing side to move (W or B)
fen-bad-side = side to move must be W or B, not '{ $side }'
fen-empty = empty FEN
fen-too-many-lists = a FEN has two piece lists at most, White's and Black's
fen-expected-side = expected W or B, found '{ $found }'
fen-list-twice = the { $side } list comes twice
fen-empty-entry = an empty entry between commas
fen-not-a-cell = '{ $cell }' is not a cell of this board
fen-backwards-range = range { $low }-{ $high } runs backwards
fen-lasca-one-list = a Lasca FEN has a single list of columns after the side to move
fen-expected-cell = expected a cell such as d4, found '{ $found }'
fen-expected-rank = expected the rank of cell '{ $file }…'
fen-not-a-lasca-cell = '{ $cell }' is not a cell of the Lasca board
fen-not-a-piece = '{ $found }' is not a piece: expected w, W, b or B
fen-empty-column = no pieces after { $cell }: a column needs at least one of w, W, b, B
editor-legal = A legal position: ready to play.
editor-fen-hint = the position is not legal yet
editor-set-up-fen = Set up from FEN
editor-play-heading = Play from here
editor-play-against = Play { $side } against the computer
editor-two-players = New game from here (two players)
editor-back = Back to the game

## Files

dialog-open = Open games
dialog-save = Save the game
dialog-pdn-files = PDN games
dialog-all-files = All files
file-and-game = { $file }, game { $number }
unsaved-heading = Save the changes?
unsaved-text = The game has changes that are not saved in { $file }.
not-kept-heading = This game cannot be kept
not-kept-text = Damier could not keep this game among the recent games ({ $error }). If it is replaced now, its moves are lost. Save it in a file first?
answer-save = Save
answer-dont-save = Don't save
answer-cancel = Cancel
overwrite-changed-heading = The file changed on disk
overwrite-changed = { $file } was changed by another program after Damier read or wrote it. Saving now would replace those changes.
overwrite-several-heading = Save into a file of several games?
overwrite-own-game = { $file } holds { $games } games; this is game { $number }. Saving only this game would remove the other { $others }.
overwrite-several = { $file } holds { $games } games. Replacing the file with this game would remove them all.
overwrite-replace-heading = Replace the file?
overwrite-exists = { $file } is there already.
overwrite-overwrite = Overwrite
overwrite-save-as = Save as…
overwrite-reload = Reload the file
overwrite-replace-game = Replace game { $number } only
overwrite-append = Add this game at the end
overwrite-replace-all = Replace all { $games } games
overwrite-other-name = Choose another name…
overwrite-replace = Replace
info-heading = Game information
info-event = Event
info-site = Site
info-date = Date
info-round = Round
info-date-hint = YYYY.MM.DD, ?? where unknown
info-ok = OK
list-heading = { $games ->
    [one] { $file }: { $games } game
   *[other] { $file }: { $games } games
}
list-filter = Filter by player, event, date or result
list-shown = { $shown } of { $total } shown
list-open = Open game
list-result = Result
list-does-not-load = does not load
list-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
list-game = Game { $number }: { $text }
reading-heading = Reading { $file }…
reading-games = { $games ->
    [one] { $games } game so far
   *[other] { $games } games so far
}
reading-stop = Stop
drop-file = Drop a PDN file to open it
problem-unreadable-title = The file cannot be opened
problem-no-games-title = No games
problem-no-games = { $path } holds no games
problem-game-title = Game { $number } does not load
problem-game = In { $file }: { $error }
problem-not-saved-title = The game was not saved
problem-not-saved = Cannot write { $path }: { $error }. The file is as it was before; the game is still here and kept for the next start.
problem-warnings-title = { $file } was read with warnings
problem-no-dialog-title = No file dialog
problem-no-dialog-portal = No file dialog could be shown. Damier uses the desktop's file chooser through the XDG desktop portal: install xdg-desktop-portal with a backend such as xdg-desktop-portal-gtk or xdg-desktop-portal-kde, or install zenity. Meanwhile, type the file's path below, open a game with `damier FILE.pdn`, or drop the file on the window.
problem-no-dialog = No file dialog could be shown. Type the file's path below, or drop the file on the window.
problem-open-before = Open the { $plies } half-moves before the error
problem-warnings = { $count ->
    [one] { $count } thing in the file did not follow PDN and was read as described:
   *[other] { $count } things in the file did not follow PDN and were read as described:
}
problem-warnings-save = As what was read may not be all that the file holds, Save asks for a file rather than write over this one.
problem-path = Path:
problem-open = Open
problem-close = Close

## Playing without a mouse
command-type-move = Type a move
command-keyboard-board = Move on the board with the keyboard
move-box-label = Move:
move-box-example = e.g. { $example }
move-box-none = No legal move begins so
board-cell-empty = { $cell }, empty
board-cell-piece = { $cell }, { $piece }
board-cell-column = { $cell }, column of { $count }, { $piece } on top
board-cell-picked-up = picked up
board-cell-moves = moves: { $moves }
status-last-move = Last move: { $side } { $played }
status-last-move-book = Last move: { $side } { $played } (opening book)
list-filter-label = Filter:
clock-typed-label = Time control:

## Studying a game opened or set up
command-play-computer = Play against the computer from here
side-studied = This game is for study: you play both sides and the computer waits.
status-studied = Study: the computer waits
notice-game-over-no-move = The game is over: no move is played after its result

## A paused clock
status-paused = Clocks paused: no move until P resumes them

## Playing the engine's lines
analysis-play-first = Play the best move of line { $number }
analysis-play-all = Play all
analysis-play-all-hint = Play the whole line on the board
analysis-play-all-clock = Not in a game on a clock: there the moves are played one at a time
notice-line-on-clock = In a game on a clock the moves are played one at a time

## The result of a game
moves-result = Result: { $result }
status-result = End of the game: { $result }

## Quitting
command-quit = Quit

## The result in the game information
info-result = Result
info-result-win = { $result }: { $side } wins
info-result-draw = { $result }: draw
info-result-both-lose = { $result }: both lose
info-result-unknown = { $result }: not known or not finished

## A path typed by hand
problem-path-hint = a name in { $folder }, or a full path (~ is your home folder)

## The theme button
theme-switch-light = Switch to light
theme-switch-dark = Switch to dark

## A game replaced
notice-kept-recent = The game before is kept: File › Recent games brings it back

## Editing the move list
moves-delete = Delete this move and what follows
moves-promote = Make this the main line
moves-comment = Comment…
comment-heading = Comment after { $played }
comment-label = Comment:

## Games saved against the computer
menu-your-name = Your name
name-label = Your name in the games you save against the computer:
player-damier-level = Damier level { $level }
event-against-computer = Game against Damier

## About Damier, and the rules of each game
command-about = About Damier
about-version = Version { $version }
about-what = Plays and analyses International, Italian and Thai draughts, Hexdame and Lasca.
about-licence = Licence: MIT or Apache 2.0, at your choice.
about-fonts = Fonts: subsets of Noto Sans Thai and Noto Sans, under the SIL Open Font Licence 1.1; egui's Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT), Noto Emoji (SIL Open Font Licence 1.1) and emoji-icon-font (MIT).
command-rules = Rules of this game
rules-title = Rules: { $game }
rules-international = International draughts is played on the dark cells of a 10×10 board, 20 men a side; White moves first. A man moves one cell diagonally forward and captures by jumping over an enemy piece, forward or backward, onto the empty cell behind it; several jumps in a row make one move. Capturing is compulsory, and the sequence that takes the most pieces must be played. A man that ends its move on the far row becomes a king, which moves and captures any distance along a free diagonal. A side that cannot move loses; repetition and a few counting rules for endings with kings draw.
rules-italian = Italian draughts is played on an 8×8 board with a dark cell at each player's bottom right, 12 men a side; White moves first. Men move and capture only forward, one cell diagonally, and a man may not capture a king. Capturing is compulsory: take the most pieces; if that is equal, capture with a king; then take the most kings; then take a king as early as possible. A man that reaches the far row becomes a king and its move ends; a king moves and captures one cell diagonally, forward or backward. A side that cannot move loses.
rules-thai = Thai draughts is played on an 8×8 board with 8 men a side on the first two rows; White moves first. Men move and capture only forward, one cell diagonally. Kings move any distance along a free diagonal and capture from afar, but land on the cell directly behind the piece they take. Capturing is compulsory, but any capture sequence may be chosen. A man that reaches the far row, even during a capture, stops there and becomes a king. A side that cannot move loses.
rules-hexdame = Hexdame is draughts on a hexagonal board of 61 cells, 16 men a side, White against Red; White moves first. A man steps one cell forward, and captures in all six directions, forward and backward, by jumping over an enemy piece onto the empty cell behind it. Capturing is compulsory, and the sequence that takes the most pieces must be played. A man that ends its move on the far edge becomes a king, which moves and captures any distance along its six lines, as an International king does. A side that cannot move loses.
rules-lasca = Lasca is played on 25 cells of a 7×7 board, 11 soldiers a side; White moves first. Soldiers move one cell diagonally forward; officers, soldiers that reached the far row, move one cell diagonally in any direction. A capture jumps over an enemy column and takes only its top piece, which goes under the capturing column: columns grow, and each belongs to the side of its top piece, moving as that piece may. Capturing is compulsory, and any capture sequence may be chosen. A side that cannot move loses.

## The column inspector
column-more = … and { $more } more below

## Endgame databases

egdb-title = Endgame databases
egdb-about = Exact results (win, draw or loss) of { $game } positions with few pieces, built on this computer.
egdb-lasca = Lasca keeps every captured piece on the board in columns, so endgame databases do not apply to it.
egdb-no-folder = There is no data folder to keep endgame databases in.
egdb-folder = Kept in { $folder }
egdb-pieces = { $pieces } pieces
egdb-built = { $built } of { $tables } tables built
egdb-building = Building the { $game } tables of up to { $pieces } pieces
egdb-progress = { $table }: { $finished } of { $tables } tables
egdb-time-left = About { $time } left
egdb-cancel = Cancel
egdb-finished = Every table asked for is built.
egdb-cancelled = Cancelled: the tables finished are kept, and building again goes on from there.
egdb-failed = The build failed: { $error }
egdb-build = Build up to { $pieces } pieces
egdb-needs = Needs about { $size } of disk space
egdb-refused = The endgame table { $file } is not used: { $error }
egdb-why-truncated = the file is cut short ({ $have } bytes, { $need } expected)
egdb-why-not-a-table = it is not a Damier endgame table file
egdb-why-format = it is in table format { $found }, and this version reads format { $reads }
egdb-why-checksum = the checksum does not match: the file is damaged
egdb-why-mismatch = the file holds { $found }, not { $expected }
egdb-why-malformed = the file is malformed
egdb-why-no-tables = { $game } has no endgame tables
egdb-why-no-tables-here = this game has no endgame tables
egdb-why-pieces = tables are built for 2 to { $most } pieces, not { $pieces }
egdb-why-missing = the table { $table } is needed first
egdb-why-too-large = { $table } has { $positions } positions, more than one table can hold
egdb-verdict-win = Database: { $side } wins
egdb-verdict-draw = Database: draw

## File errors: what was being done, to which file or folder, and why
file-error-read = cannot read { $path }: { $why }
file-error-write = cannot write { $path }: { $why }
file-error-remove = cannot remove { $path }: { $why }
file-error-create-folder = cannot create the folder { $path }: { $why }
file-error-lock = cannot lock { $path }: { $why }
why-not-found = there is no such file or folder
why-permission-denied = permission denied
why-disk-full = the disk is full
why-read-only = the disk is read-only
why-is-folder = it is a folder, not a file
why-too-big = it is larger than the { $megabytes } MB Damier reads
why-not-latin1 = the file is in Latin-1, which cannot hold the character { $character }
why-damaged = its content does not read at line { $line }, column { $column }
why-no-game = it has no game { $number }
why-all-windows-kept = { $windows } windows already keep their games there
why-stopped = the work stopped before its end

## PDN reading: where a game stops loading and why, what a lenient reading got past
pdn-at = line { $line }, column { $column }: { $what }
pdn-players = { $players }, { $what }
pdn-warning = game { $game }, { $what }; { $remedy }
pdn-warning-times = game { $game }, { $what }; { $remedy } ({ $count } times in this game, first here)
pdn-latin1 = { $file } is not UTF-8: it was read as Latin-1
pdn-unexpected-char = unexpected character '{ $character }'
pdn-not-a-move = '{ $word }' is not a move, move number, result or annotation
pdn-spaces-in-move = spaces inside the move '{ $written }'
pdn-nested-comment = '{"{"}' inside a comment (PDN comments do not nest)
pdn-unclosed-comment-resumes = comment is never closed; reading goes on with the next game's tags at line { $line }
pdn-unclosed-comment-lost = comment is never closed; the last { $bytes } bytes of the text are inside it and were not read
pdn-too-long = { $what } longer than { $limit } bytes
pdn-bad-tag = malformed tag: { $fault }
pdn-too-deep = variations nested deeper than { $depth }
pdn-unclosed-variation = variation is never closed
pdn-unmatched-close = ')' closes no variation
pdn-variation-without-move = variation before any move
pdn-misplaced-setup = a setup (/FEN .../) may only come before the first move
pdn-misplaced-result = result inside a variation
pdn-no-result = the game has no result before the next game's tags
pdn-unknown-result = '{ $result }' is not a PDN result (1-0 0-1 1/2-1/2 *, International also 2-0 0-2 1-1 0-0)
pdn-small-board-setup = no GameType or Variant tag, and every piece of the FEN stands on cells 1–32: this may be a position of an 8×8 game (English checkers is not one of Damier's games; Italian and Thai files carry their GameType)
pdn-points-result = '{ $result }' is an International result; this game writes 1-0 0-1 1/2-1/2
pdn-result-mismatch = the Result tag says { $tag } but the moves end with { $written }
pdn-unknown-mark = '{ $mark }' is not a move-strength mark (! ? !! ?? !? ?!)
pdn-annotation-without-move = '{ $mark }' comes before any move
pdn-bad-nag = ${ $nag } is not a numeric annotation glyph (0–65535)
pdn-unknown-move = a move written '-' is not known
pdn-unsupported-game-type = GameType { $number } is { $name }, which is not one of Damier's games (International 20, Italian 22, Thai 31; Hexdame and Lasca by the Variant tag)
pdn-bad-game-type = GameType "{ $value }" is not a game type
pdn-board-size = GameType "{ $value }" gives a board size that is not the game's
pdn-unknown-variant = Variant "{ $value }" is not one of Damier's games
pdn-variant-conflict = GameType says { $game_type } but Variant says { $variant }
pdn-bad-move = move { $number }{ $dots } { $written }: { $why }
pdn-ambiguity-resolved = { $written } is ambiguous ({ $candidates }); only { $chosen } lets the moves after it replay
pdn-ambiguity-kept = { $written } is ambiguous ({ $candidates }) and the moves after it do not tell which
pdn-fits-no-game = no GameType or Variant tag, and the moves fit none of International, Italian and Thai (English checkers, Russian or Czech draughts, perhaps?): { $attempts }
pdn-attempt = as { $game }, { $why }
pdn-brief-move = move { $number }{ $dots } { $written } { $why }
pdn-brief-not-a-cell = '{ $cell }' is not a cell
pdn-brief-ambiguous = is ambiguous
pdn-brief-not-a-move = is not a move
pdn-brief-illegal = is not legal
pdn-brief-fen = the FEN does not fit: { $why }
pdn-element-tag-value = tag value
pdn-element-comment = comment
pdn-element-setup = setup
pdn-element-move = move
pdn-tag-no-name = no tag name after '['
pdn-tag-not-quoted = the value of { $name } is not quoted
pdn-tag-not-closed = { $name } is not closed with ']'
pdn-tag-value-not-closed = the value is not closed on its line
pdn-setup-not-closed = a setup '/' is never closed
pdn-remedy-ignored = ignored
pdn-remedy-skipped = skipped
pdn-remedy-kept-as-text = kept as text
pdn-remedy-read-as = read as { $read }
pdn-remedy-read-as-unfinished = read as '*'
pdn-remedy-read-as-same-result = read as the same result
pdn-remedy-read-up-to-bracket = read up to ']'
pdn-remedy-closed-there = closed there
pdn-remedy-closed-at-end = closed at the end of the game
pdn-remedy-game-ends-there = the game ends there
pdn-remedy-kept-result-after-moves = kept the result after the moves
pdn-remedy-read-as-international = read as International draughts
pdn-remedy-game-stops = the game stops there
pdn-remedy-variation-stops = the variation stops there
pdn-remedy-took = took { $route }
pdn-remedy-took-first = took { $route }, the first in board order
command-puzzles = Puzzles…
command-export-diagram = Export diagram…
command-import-puzzles = Import puzzles…
dialog-import-puzzles = Import puzzles
dialog-export-diagram = Export a diagram of the position
dialog-pictures = Pictures (SVG, PNG)
notice-no-dialog = No file dialog could be shown: install xdg-desktop-portal (with its GTK or KDE backend) or zenity
notice-diagram-exported = Diagram saved as { $file }
notice-diagram-not-exported = The diagram was not saved: { $error }
puzzles-title = Puzzles
puzzles-set = Set
puzzles-set-yours = From your games
puzzles-import = Import…
puzzles-rating = { $game } puzzle rating: { $rating }
puzzles-stats = Solved { $solved } · missed { $failed } · streak { $streak } (best { $best })
puzzles-reading = Reading the puzzles…
puzzles-empty = No puzzles here yet. Review a game (Analysis › Review): the positions before its blunders become puzzles.
puzzles-puzzle = Puzzle { $id } · rating { $rating }
puzzles-your-move = Your move
puzzles-right = Right!
puzzles-right-go-on = Right! Go on
puzzles-wrong = Not the move
puzzles-hint = Show a hint
puzzles-hint-tip = The piece to move, then the move. A puzzle solved with a hint counts as missed.
puzzles-retry = Retry
puzzles-solution = Solution
puzzles-next = Next
puzzles-open-game = Open as game
puzzles-list = { $solved } of { $total } solved
puzzle-goal-win = { $side } to play and win
puzzle-goal-material = { $side } to play and win material
puzzle-goal-save = { $side } to play and save the game
puzzle-solved = Solved!
puzzle-wrong-thinking = Not the move: looking for the answer…
puzzle-wrong = Not the move: after { $played }, { $line }. Retry, or see the solution.
puzzle-try-again = Try again
puzzle-solution-shown = The solution: step through it with the left and right arrow keys
puzzle-fault-no-position = it starts from the start position (no FEN tag)
puzzle-fault-no-goal = it has no Goal tag, and no result saying what the side to move achieves
puzzle-fault-unknown-goal = its goal "{ $goal }" is none of win, material or save
puzzle-fault-no-solution = it has no moves to solve
puzzle-fault-ends-with-reply = its moves end with a reply, not with the solver's move
puzzle-fault-illegal-move = move { $ply } of its solution is not legal
puzzle-fault-bad-rating = its rating "{ $rating }" is not a whole number
puzzle-refused-game = game { $game }: { $reason }
puzzle-refused-more = { $count ->
    [one] and { $count } more
   *[other] and { $count } more
}
puzzle-imported = { $puzzles ->
    [one] Imported { $puzzles } puzzle from { $name }
   *[other] Imported { $puzzles } puzzles from { $name }
}
puzzle-imported-refused =
    { $imported }; { $refused ->
        [one] { $refused } game is no puzzle
       *[other] { $refused } games are no puzzles
    }: { $reasons }
puzzle-imported-none = { $name } holds no puzzle: { $reasons }
puzzle-not-imported = The puzzles were not imported: { $error }
puzzle-from-game =
    { $blunders ->
        [one] The review found { $blunders } blunder
       *[other] The review found { $blunders } blunders
    }; { $puzzles ->
        [one] { $puzzles } became a puzzle in Puzzles › From your games
       *[other] { $puzzles } became puzzles in Puzzles › From your games
    }
puzzle-not-saved = The puzzles could not be saved: { $error }
