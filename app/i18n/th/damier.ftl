# Damier ภาษาไทย

## เกม ฝ่าย และตัวหมาก

game-international = หมากฮอสสากล
game-italian = หมากฮอสอิตาลี
game-thai = หมากฮอสไทย
game-hexdame = Hexdame
game-lasca = Lasca
side-white = ฝ่ายขาว
side-black = ฝ่ายดำ
side-red = ฝ่ายแดง
piece-white-man = เบี้ยขาว
piece-black-man = เบี้ยดำ
piece-red-man = เบี้ยแดง
piece-white-king = ฮอสขาว
piece-black-king = ฮอสดำ
piece-red-king = ฮอสแดง
piece-white-soldier = ทหารขาว
piece-black-soldier = ทหารดำ
piece-white-officer = นายทหารขาว
piece-black-officer = นายทหารดำ

## เมนูและคำสั่ง

menu-file = ไฟล์
menu-edit = แก้ไข
menu-game = เกม
menu-moves = ตาเดิน
menu-analysis = วิเคราะห์
menu-view = มุมมอง
menu-help = ช่วยเหลือ
command-new-game = เกมใหม่
command-undo = เลิกทำ
command-redo = ทำซ้ำ
command-hint = คำแนะนำ
command-move-now = เดินเดี๋ยวนี้
command-offer-draw = ขอเสมอ
command-pause-clock = หยุดนาฬิกา
command-resign = ยอมแพ้
command-back = ย้อนกลับ
command-forward = ไปข้างหน้า
command-to-start = ไปที่เริ่มต้น
command-to-end = ไปที่ท้ายสุด
command-flip = กลับกระดาน
command-coordinates = พิกัด
command-frame-timings = เวลาของเฟรม
command-edit-position = แก้ไขตำแหน่ง
command-analyse = วิเคราะห์
command-review = ทบทวนเกม
command-endgame-tables = ฐานข้อมูลเกมท้าย…
command-how-to-play = วิธีเล่น
command-open = เปิด…
command-save = บันทึก
command-save-as = บันทึกเป็น…
command-game-list = เกมอื่นในไฟล์…
command-game-info = ข้อมูลเกม…
command-copy-fen = คัดลอกตำแหน่ง (FEN)
command-copy-diagram = คัดลอกตำแหน่ง (แผนภาพ)
command-paste-fen = วางตำแหน่ง (FEN)
menu-review-time = เวลาทบทวนต่อตา
menu-animate = แสดงการเคลื่อนไหว
menu-sound = เสียง
menu-language = ภาษา
language-system = ตามระบบ
theme-system = ตามระบบ
theme-light = สว่าง
theme-dark = มืด
theme-to-light = เปลี่ยนเป็นธีมสว่าง
theme-to-dark = เปลี่ยนเป็นธีมมืด
menu-recent-files = ไฟล์ล่าสุด
menu-clear-recent = ล้างรายการ
menu-recent-games = เกมล่าสุด
recent-game = { $game }, { $moves } ตา
recent-game-players = { $game }, { $moves } ตา, { $players }
recent-unreadable = เกมที่อ่านไม่ได้
age-just-now = เมื่อสักครู่
age-minutes = { $minutes } นาทีที่แล้ว
age-hours = { $hours } ชั่วโมงที่แล้ว
age-yesterday = เมื่อวาน
age-days = { $days } วันที่แล้ว

## แผงด้านข้าง

side-game-type = ประเภทเกม
player-person = คน
player-computer = คอมพิวเตอร์
player-person-hint = { $side } เล่นโดยคน
player-computer-hint = { $side } เล่นโดยคอมพิวเตอร์
player-remote = DXP
player-remote-hint = { $side } เล่นโดยโปรแกรมอื่นผ่าน DamExchange (DXP)
player-remote-international = DamExchange ใช้ได้กับหมากฮอสสากลเท่านั้น
remote-heading = โปรแกรมผ่าน DamExchange (DXP)
remote-connect = เรียกโปรแกรม
remote-listen = รอให้โปรแกรมเรียก
remote-address = ที่อยู่
remote-start-connect = เชื่อมต่อ
remote-start-listen = รอ
remote-stop = วางสาย
remote-off = ไม่ได้เชื่อมต่อ
remote-connecting = กำลังเรียก { $address }…
remote-listening = กำลังรอที่ { $address }…
remote-connected = เชื่อมต่อกับ { $name } ({ $address }) แล้ว
remote-failed = ไม่ได้เชื่อมต่อ: { $reason }
notice-remote-game = เริ่มเกมกับ { $name }
notice-remote-declined = { $name } ปฏิเสธเกม
notice-remote-ended = { $name } จบเกม
notice-remote-stopped = { $name } หยุดเกมโดยไม่มีผล
notice-remote-broke = { $name } ทำให้เกมยุติ: { $reason }
notice-remote-chat = { $name } พูดว่า: { $text }
notice-remote-lost = การเชื่อมต่อกับ { $name } สิ้นสุดลง: { $reason }
notice-remote-lost-track = เกมในหน้าต่างไม่ตรงกับเกมกับ { $name } แล้ว จึงจบเกมนั้น
notice-remote-no-undo = เกมผ่าน DamExchange ถอนตาเดินไม่ได้
notice-remote-no-pause = เกมผ่าน DamExchange หยุดพักไม่ได้
notice-remote-no-draw = โปรแกรมผ่าน DamExchange ไม่รับข้อเสนอเสมอ
notice-remote-at-end = ในเกมผ่าน DamExchange ต้องเดินที่ตำแหน่งล่าสุด
side-strength = ความเก่ง
side-time-per-move = เวลาต่อตา
side-time-on-clock = เมื่อใช้นาฬิกา คอมพิวเตอร์จะแบ่งเวลาของตัวเอง
side-book = ตำราเปิดเกม
side-book-hint = คอมพิวเตอร์เดินตาแรก ๆ จากตำราเปิดเกมของ Damier โดยสุ่มเลือกระหว่างตาเดินที่ดีพอ ๆ กัน ถ้าปิด จะคำนวณทุกตา
side-book-none = ไม่มีตำราเปิดเกมสำหรับเกมนี้ ({ $game }) คอมพิวเตอร์จะคำนวณทุกตา
side-threads = เธรด
side-threads-hint = จำนวนหน่วยประมวลผลจาก { $processors } หน่วยของเครื่องนี้ที่ผู้เล่นคอมพิวเตอร์และการวิเคราะห์ใช้ค้นหา: มากขึ้นจะเก่งขึ้น น้อยลงจะเหลือที่ให้โปรแกรมอื่น
unit-seconds = { $value } วินาที
unit-minutes = { $value } นาที
unit-hours = { $value } ชั่วโมง
time-period = { $moves } ตาใน { $base } แล้วเพิ่ม { $added }
time-increment = { $base } + { $increment }
time-delay = { $base } หน่วง { $delay }
unit-minutes-suffix = { " " }นาที
unit-seconds-suffix = { " " }วินาที
routes-heading = เลือกเส้นทาง
routes-text = คลิกช่องที่จะผ่านบนกระดาน หรือเลือกเส้นทาง:
moves-heading = ตาเดิน
column-hint = ชี้ที่กองหมากเพื่อดูจากบนลงล่าง
column-heading = กองหมากที่ { $cell }: { $pieces } ตัว
column-commander = { $piece } (ผู้บัญชาการ)

## นาฬิกา

clock-resume = เดินนาฬิกาต่อ
clock-pause = หยุดนาฬิกา
clock-none = ไม่ใช้นาฬิกา
clock-label = นาฬิกา
clock-type-one = พิมพ์เอง…
clock-game-time = เวลาสำหรับทั้งเกม
clock-increment = เวลาที่เพิ่มหลังทุกตา
clock-typed-hint = วินาทีสำหรับทั้งเกม, +เวลาเพิ่ม, d หน่วงเวลา, ตา/วินาที:เพิ่มเติม; กด Enter เพื่อตั้ง

## แถบสถานะ

status-editing = กำลังแก้ไขตำแหน่ง เกมจะคงเดิมจนกว่าคุณจะเล่นต่อจากตรงนี้
status-hint = กำลังหาคำแนะนำ…
status-analysing = กำลังวิเคราะห์…
status-thinking = { $side } กำลังคิด…
status-depth = { $text }  ความลึก { $depth }, { $score } สำหรับ{ $side }
status-to-move = ตาเดินของ{ $side }
status-computer-to-move = ตาเดินของ{ $side } (คอมพิวเตอร์): กด Space เพื่อให้เดินจากตรงนี้
status-dismiss = ปิด
outcome-wins = { $winner } ชนะ: { $reason }
outcome-draw = เสมอ: { $reason }
end-no-legal-move = { $loser } ไม่มีตาเดิน
end-resignation = { $loser } ยอมแพ้
end-time = { $loser } หมดเวลา
end-repetition = ตำแหน่งเดิมเกิดขึ้นสามครั้ง
end-twenty-five-moves = กฎ 25 ตา
end-sixteen-moves = กฎ 16 ตา
end-five-moves = กฎ 5 ตา
end-forty-moves = กฎ 40 ตา
end-agreement = ผู้เล่นตกลงกัน
end-forfeit = { $loser } ถูกปรับแพ้
notice-clock-next-game = นาฬิกาจะใช้กับเกมใหม่ถัดไป
notice-no-clock = เกมนี้ไม่มีนาฬิกา
notice-nothing-to-undo = ไม่มีตาเดินให้ย้อนกลับ
notice-nothing-to-redo = ไม่มีตาเดินให้เล่นซ้ำ
notice-hint-for-person = คำแนะนำมีไว้สำหรับคนที่ถึงตาเดิน
notice-draw-declined = คอมพิวเตอร์ไม่รับเสมอและเล่นต่อ
notice-left-behind = มี { $games } เกมที่หน้าต่างอื่นทิ้งไว้: ดูที่ ไฟล์ › เกมล่าสุด
notice-restored = นำเกมล่าสุดกลับมาแล้ว
notice-not-restored = นำเกมนั้นกลับมาไม่ได้: { $error }
notice-restored-clocks-paused = นาฬิกาของเกมหยุดอยู่: กด P เพื่อเดินต่อ
notice-copied = คัดลอกตำแหน่งแล้ว: { $fen }
notice-diagram-copied = คัดลอกตำแหน่งเป็นภาพแล้ว
notice-no-clipboard = ไม่มีคลิปบอร์ดให้วาง
notice-fen-set-up = จัดตำแหน่งจาก FEN แล้ว
notice-fen-refused = FEN นี้ใช้กับ{ $game }ไม่ได้: { $error }
notice-cannot-play = เล่นจากตำแหน่งนี้ไม่ได้: { $problem }
notice-opened = เปิด { $file } แล้ว
notice-saved = บันทึกที่ { $path } แล้ว
notice-dialog-open = หน้าต่างเลือกไฟล์เปิดอยู่แล้ว
notice-saving-already = กำลังบันทึกเกมอยู่แล้ว
notice-save-not-started = บันทึกเกมไม่ได้: { $error }
notice-recent-not-written = เขียนรายการไฟล์ล่าสุดไม่ได้: { $error }
notice-last-game-kept-aside = นำเกมล่าสุดกลับมาไม่ได้ ({ $error }) เก็บไว้ที่ { $kept }
notice-last-game-lost = นำเกมล่าสุดกลับมาไม่ได้ ({ $error }) และแยกเก็บไว้ไม่ได้: { $aside }
notice-not-kept-recent = เก็บเกมไว้ในเกมล่าสุดไม่ได้: { $error }
notice-not-kept-next-start = เก็บเกมนี้ไว้สำหรับการเปิดครั้งหน้าไม่ได้ ({ $error }): ถ้า Damier หยุดตอนนี้ ตาเดินที่ไม่ได้บันทึกลงไฟล์จะหายไป
notice-games-not-kept = เก็บเกมไว้ในโฟลเดอร์ข้อมูลไม่ได้ ({ $error }): ตาเดินที่ไม่ได้บันทึกลงไฟล์จะหายไปเมื่อปิด Damier
notice-nothing-to-review = ยังไม่มีตาเดินให้ทบทวน
move-not-a-move = '{ $text }' ไม่ใช่ตาเดิน: ต้องเป็นช่องที่เชื่อมด้วย '-' หรือ 'x'
move-unknown-cell = '{ $cell }' ใน '{ $text }' ไม่ใช่ช่องบนกระดานนี้
move-illegal = { $text } เดินไม่ได้ที่นี่ (ที่เดินได้: { $legal })
move-ambiguous = { $text } กำกวม: อาจเป็น { $candidates }
move-not-legal = เดินแบบนี้ไม่ได้
settings-unreadable = อ่านการตั้งค่าใน { $path } ไม่ได้ ({ $why }) จึงใช้ค่าเริ่มต้น
settings-kept-aside = อ่านการตั้งค่าใน { $path } ไม่ได้ ({ $why } เก็บไฟล์ไว้เป็น { $kept }) จึงใช้ค่าเริ่มต้น
settings-not-kept = อ่านการตั้งค่าใน { $path } ไม่ได้ ({ $why } และแยกเก็บไฟล์ไม่ได้: { $aside }) จึงใช้ค่าเริ่มต้น
settings-not-saved = บันทึกการตั้งค่าไม่ได้: { $error }

## ทำไมเดินไม่ได้

list-or = { $first } หรือ { $last }
list-others = อื่น ๆ
refusal-not-playable = หมากวางได้เฉพาะช่องที่ใช้เล่นเท่านั้น
refusal-no-piece = ไม่มีหมากที่ { $cell }
refusal-not-your-piece = หมากตัวนั้นเป็นของ{ $owner }: ตอนนี้เป็นตาของ{ $mover }
refusal-nowhere = ต้องเดินไปที่ใดที่หนึ่ง
refusal-capture-unfinished = ต้องกินให้ครบ: { $capture }
refusal-piece-must-capture = หมากตัวนี้ต้องกิน: { $moves }
refusal-capture-compulsory = บังคับกิน: { $moves }
refusal-occupied = { $cell } ไม่ว่าง
refusal-along-lines = หมากเดินไปตามแนวของช่อง
refusal-diagonally = หมากเดินตามแนวทแยง
refusal-man-forward-only = { $piece ->
    [soldier] ทหารเดินไปข้างหน้าเท่านั้น
   *[man] เบี้ยเดินไปข้างหน้าเท่านั้น
}
refusal-man-one-cell = { $piece ->
    [soldier] ทหารเดินได้ทีละช่อง
   *[man] เบี้ยเดินได้ทีละช่อง
}
refusal-king-one-cell = { $piece ->
    [officer] ใน Lasca นายทหารเดินได้ทีละช่อง
   *[king] ใน{ $game } ฮอสเดินได้ทีละช่อง
}
refusal-blocked = ทางไป { $cell } ถูกขวาง
refusal-cannot-move = หมากตัวนั้นเดินไม่ได้
refusal-can-go-to = หมากตัวนั้นเดินได้ที่ { $moves }
refusal-man-takes-king = ใน{ $game } เบี้ยกินฮอสไม่ได้
refusal-maximum = ต้องกินให้ได้มากที่สุด: { $pieces } ตัว
refusal-king-first = ใน{ $game } การกินด้วยฮอสต้องมาก่อนการกินด้วยเบี้ย
refusal-most-kings = ต้องกินฮอสให้ได้มากที่สุด: { $kings }
refusal-king-early = ต้องกินฮอสให้เร็วที่สุด

## การวิเคราะห์และการทบทวน

analysis-heading = การวิเคราะห์
analysis-lines = แนว
analysis-stop = หยุด
analysis-stop-hint = ปิดการวิเคราะห์
analysis-game-over = เกมจบแล้วที่ตรงนี้
analysis-thinking = กำลังคิด…
analysis-busy = เอนจินกำลังหาตาเดิน การวิเคราะห์จะทำต่อหลังจากนั้น
analysis-progress = ความลึก { $depth }/{ $seldepth } · { $speed } โหนด/วินาที · { $nodes } โหนด · { $seconds } วินาที
analysis-searched-out = ค้นหาจนสุดทางแล้ว: ทุกแนวจบลงที่การจบเกมหรือในฐานข้อมูลเกมปลาย · { $nodes } โหนด · { $seconds } วินาที
analysis-starting = กำลังเริ่ม…
analysis-play = เล่น
analysis-play-hint = เดินตาแรกของแนวนี้ ซึ่งดีที่สุดของเครื่อง บนกระดาน
analysis-play-line = เล่นแนวที่ { $number }
score-wins-in = { $side } ชนะใน { $moves } ตา
score-win-in = ชนะใน { $moves } ตา
score-loss-in = แพ้ใน { $moves } ตา
score-wins-by-tables = { $side } ชนะ (ฐานข้อมูล)
score-win-by-tables = ชนะ (ฐานข้อมูล)
score-loss-by-tables = แพ้ (ฐานข้อมูล)
review-heading = ทบทวนเกม
review-start = ทบทวนเกม
review-close = ปิด
review-progress = { $done } จาก { $total } ตำแหน่ง
review-cancel = ยกเลิก
review-per-move = ต่อตา
review-graph = กราฟการประเมิน
review-start-point = เริ่มต้น: { $score }
review-moves = ตาเดิน
review-inaccuracies = ?! ไม่แม่นยำ
review-mistakes = ? ผิดพลาด
review-blunders = ?? พลาดร้ายแรง
review-average-loss = ความเสียเปรียบเฉลี่ย
review-thresholds = ตาที่เสียอย่างน้อย { $inaccuracy } เบี้ยเมื่อเทียบกับตาที่ดีที่สุดของเอนจินได้ ?!, { $mistake } เบี้ยได้ ?, { $blunder } เบี้ยได้ ??

## ช่วยเหลือ

help-title = ช่วยเหลือ
help-moving-heading = การเดินหมาก
help-moving = ลากหมากไปยังช่องปลายทาง หรือคลิกที่หมากแล้วคลิกที่ปลายทาง ช่องที่เดินไปได้จะมีเครื่องหมาย เมื่อบังคับกิน หมากที่ต้องกินจะมีวงล้อม ถ้าการกินสองแบบเริ่มและจบที่เดียวกัน จะวาดเส้นทางให้เห็น: คลิกช่องที่จะผ่าน หรือเลือกเส้นทางจากรายการ ไม่ใช้เมาส์: กด M แล้วพิมพ์ตาเดิน (32-28, 28x19, c3-d4 จะมีตาเดินที่ถูกกติกาซึ่งขึ้นต้นแบบนั้นให้เลือก) หรือกด B แล้วใช้ปุ่มลูกศรเลื่อนไปบนกระดาน กด Enter เพื่อหยิบหมากและวางหมาก กด Escape เพื่อออกจากกระดาน
help-setting-up-heading = การจัดตำแหน่งและการวิเคราะห์
help-setting-up = เกม › แก้ไขตำแหน่ง จะแสดงจานหมาก: คลิกช่องเพื่อวางหมากที่เลือก คลิกขวาเพื่อเอาออก ลากหมากไปบนกระดานหรือออกนอกกระดาน ใน Lasca หมากใหม่จะวางบนหรือใต้กองหมาก ปัญหาจะบอกพร้อมช่องของมัน ตำแหน่งที่ถูกกติกาเล่นต่อได้ทั้งกับคอมพิวเตอร์หรือสองคน วิเคราะห์ › วิเคราะห์ แสดงแนวที่ดีที่สุดของเอนจิน (คลิกเพื่อเล่นเป็นแนวแยก) วิเคราะห์ › ทบทวนเกม ให้คะแนนทุกตา { $thresholds }
help-keyboard-heading = แป้นพิมพ์

## ตัวแก้ไขตำแหน่ง

editor-heading = แก้ไขตำแหน่ง
editor-palette-hint = { $piece }: คลิกเพื่อเลือก หรือลากไปบนกระดาน
editor-remove = เอาออก
editor-remove-hint = คลิกเพื่อเอาหมากออก
editor-how = คลิกช่องเพื่อวางหมาก คลิกขวาเพื่อเอาออก ลากหมากเพื่อย้าย ลากออกนอกกระดานเพื่อเอาออก
editor-to-move = ฝ่ายที่เดิน:
editor-clear = ล้างกระดาน
editor-start = ตำแหน่งเริ่มต้น
editor-flip-colours = สลับสี
editor-new-pieces-go = หมากใหม่วาง
editor-on-top = ด้านบน
editor-beneath = ด้านล่าง
editor-column-hint = คลิกช่องเพื่อสร้างกองหมากที่นั่น
editor-empty-cell = { $cell } ว่าง
editor-add-on-top = เพิ่มด้านบน
editor-add-on-top-hint = ด้านบน: { $piece }
editor-add-beneath = เพิ่มด้านล่าง
editor-add-beneath-hint = ด้านล่าง: { $piece }
editor-remove-top = เอาตัวบนออก
editor-no-move = { $side } ไม่มีตาเดินที่นี่ { $outcome }
setup-off-board = ช่อง { $cell } ไม่ใช่ช่องที่ใช้เล่นบนกระดานนี้
setup-occupied = มีหมากสองตัวบนช่อง { $cell }
setup-man-on-promotion = เบี้ยของ{ $side }อยู่ที่ { $cell } ซึ่งเป็นแถวเลื่อนขั้นของตัวเอง
setup-too-many = { $side } มีหมาก { $count } ตัว เกมนี้มีได้ไม่เกิน { $max } ตัว
setup-column-twice = ช่อง { $cell } ถูกระบุกองหมากสองครั้ง
setup-soldier-commander = กองหมากที่ { $cell } มีทหารของ{ $side }เป็นผู้บัญชาการอยู่บนแถวเลื่อนขั้นของตัวเอง
setup-too-many-in-columns = กองหมากทั้งหมดมี { $count } ตัว (กองสูงสุดที่ { $tallest }) Lasca มีได้ไม่เกิน { $max } ตัว
fen-syntax = FEN คอลัมน์ที่ { $column }: { $problem }
fen-invalid = FEN นี้เป็นตำแหน่งที่เป็นไปไม่ได้: { $problem }
fen-missing-side = ไม่มีฝ่ายที่จะเดิน (W หรือ B)
fen-bad-side = ฝ่ายที่จะเดินต้องเป็น W หรือ B ไม่ใช่ '{ $side }'
fen-empty = FEN ว่างเปล่า
fen-too-many-lists = FEN มีรายการหมากได้ไม่เกินสองรายการ ของฝ่ายขาวและฝ่ายดำ
fen-expected-side = ต้องการ W หรือ B แต่พบ '{ $found }'
fen-list-twice = รายการ { $side } มีสองครั้ง
fen-empty-entry = มีรายการว่างระหว่างจุลภาค
fen-not-a-cell = '{ $cell }' ไม่ใช่ช่องของกระดานนี้
fen-backwards-range = ช่วง { $low }-{ $high } กลับด้าน
fen-lasca-one-list = FEN ของ Lasca มีรายการกองหมากเพียงรายการเดียวหลังฝ่ายที่จะเดิน
fen-expected-cell = ต้องการช่องเช่น d4 แต่พบ '{ $found }'
fen-expected-rank = ต้องการแถวของช่อง '{ $file }…'
fen-not-a-lasca-cell = '{ $cell }' ไม่ใช่ช่องของกระดาน Lasca
fen-not-a-piece = '{ $found }' ไม่ใช่หมาก: ต้องการ w, W, b หรือ B
fen-empty-column = ไม่มีหมากหลัง { $cell }: กองหมากต้องมีอย่างน้อยหนึ่งตัวจาก w, W, b, B
editor-legal = ตำแหน่งถูกกติกา พร้อมเล่น
editor-fen-hint = ตำแหน่งยังไม่ถูกกติกา
editor-set-up-fen = จัดจาก FEN
editor-play-heading = เล่นจากตรงนี้
editor-play-against = เล่น{ $side }กับคอมพิวเตอร์
editor-two-players = เกมใหม่จากตรงนี้ (สองคน)
editor-back = กลับไปที่เกม

## ไฟล์

dialog-open = เปิดเกม
dialog-save = บันทึกเกม
dialog-pdn-files = เกม PDN
dialog-all-files = ไฟล์ทั้งหมด
file-and-game = { $file } เกมที่ { $number }
unsaved-heading = บันทึกการเปลี่ยนแปลงไหม?
unsaved-text = เกมนี้มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึกใน { $file }
not-kept-heading = เก็บเกมนี้ไว้ไม่ได้
not-kept-text = Damier เก็บเกมนี้ไว้ในเกมล่าสุดไม่ได้ ({ $error }) ถ้าแทนที่ตอนนี้ ตาเดินของเกมจะหายไป บันทึกลงไฟล์ก่อนไหม?
answer-save = บันทึก
answer-dont-save = ไม่บันทึก
answer-cancel = ยกเลิก
overwrite-changed-heading = ไฟล์บนดิสก์เปลี่ยนไปแล้ว
overwrite-changed = { $file } ถูกโปรแกรมอื่นแก้ไขหลังจาก Damier อ่านหรือเขียน ถ้าบันทึกตอนนี้การแก้ไขเหล่านั้นจะหายไป
overwrite-several-heading = บันทึกลงไฟล์ที่มีหลายเกมไหม?
overwrite-own-game = { $file } มี { $games } เกม นี่คือเกมที่ { $number } การบันทึกเฉพาะเกมนี้จะลบอีก { $others } เกม
overwrite-several = { $file } มี { $games } เกม การแทนที่ไฟล์ด้วยเกมนี้จะลบเกมเหล่านั้นทั้งหมด
overwrite-replace-heading = แทนที่ไฟล์ไหม?
overwrite-exists = มี { $file } อยู่แล้ว
overwrite-overwrite = เขียนทับ
overwrite-save-as = บันทึกเป็น…
overwrite-reload = โหลดไฟล์ใหม่
overwrite-replace-game = แทนที่เฉพาะเกมที่ { $number }
overwrite-append = เพิ่มเกมนี้ไว้ท้ายไฟล์
overwrite-replace-all = แทนที่ทั้ง { $games } เกม
overwrite-other-name = เลือกชื่ออื่น…
overwrite-replace = แทนที่
info-heading = ข้อมูลเกม
info-event = รายการ
info-site = สถานที่
info-date = วันที่
info-round = รอบ
info-date-hint = ปปปป.ดด.วว, ?? ถ้าไม่ทราบ
info-ok = ตกลง
list-heading = { $file }: { $games } เกม
list-filter = กรองตามผู้เล่น รายการ วันที่ หรือผล
list-shown = แสดง { $shown } จาก { $total }
list-open = เปิดเกม
list-result = ผล
list-does-not-load = โหลดไม่ได้
list-moves = { $moves } ตา
list-game = เกมที่ { $number }: { $text }
reading-heading = กำลังอ่าน { $file }…
reading-games = ได้ { $games } เกมแล้ว
reading-stop = หยุด
drop-file = วางไฟล์ PDN เพื่อเปิด
problem-unreadable-title = เปิดไฟล์ไม่ได้
problem-no-games-title = ไม่มีเกม
problem-no-games = { $path } ไม่มีเกมอยู่เลย
problem-game-title = โหลดเกมที่ { $number } ไม่ได้
problem-game = ใน { $file }: { $error }
problem-not-saved-title = ไม่ได้บันทึกเกม
problem-not-saved = เขียน { $path } ไม่ได้: { $error } ไฟล์ยังเหมือนเดิม เกมยังอยู่ที่นี่และจะเก็บไว้สำหรับการเปิดครั้งหน้า
problem-warnings-title = อ่าน { $file } แล้วแต่มีคำเตือน
problem-no-dialog-title = ไม่มีหน้าต่างเลือกไฟล์
problem-no-dialog-portal = แสดงหน้าต่างเลือกไฟล์ไม่ได้ Damier ใช้ตัวเลือกไฟล์ของเดสก์ท็อปผ่าน XDG desktop portal: ติดตั้ง xdg-desktop-portal พร้อมส่วนเสริมเช่น xdg-desktop-portal-gtk หรือ xdg-desktop-portal-kde หรือติดตั้ง zenity ระหว่างนี้ พิมพ์ที่อยู่ของไฟล์ด้านล่าง เปิดเกมด้วย `damier FILE.pdn` หรือลากไฟล์มาวางบนหน้าต่าง
problem-no-dialog = แสดงหน้าต่างเลือกไฟล์ไม่ได้ พิมพ์ที่อยู่ของไฟล์ด้านล่าง หรือลากไฟล์มาวางบนหน้าต่าง
problem-open-before = เปิด { $plies } ครึ่งตาก่อนข้อผิดพลาด
problem-warnings = มี { $count } จุดในไฟล์ที่ไม่เป็นไปตาม PDN และถูกอ่านตามที่อธิบายไว้:
problem-warnings-save = เนื่องจากสิ่งที่อ่านได้อาจไม่ใช่ทั้งหมดในไฟล์ การบันทึกจะถามหาไฟล์แทนการเขียนทับไฟล์นี้
problem-path = ที่อยู่:
problem-open = เปิด
problem-close = ปิด

## Playing without a mouse
command-type-move = พิมพ์ตาเดิน
command-keyboard-board = เดินบนกระดานด้วยแป้นพิมพ์
move-box-label = ตาเดิน:
move-box-example = เช่น { $example }
move-box-none = ไม่มีตาเดินที่ถูกกติกาขึ้นต้นแบบนี้
board-cell-empty = { $cell }, ว่าง
board-cell-piece = { $cell }, { $piece }
board-cell-column = { $cell }, กอง { $count } ตัว, { $piece } อยู่บนสุด
board-cell-picked-up = หยิบขึ้นแล้ว
board-cell-moves = ตาเดิน: { $moves }
status-last-move = ตาเดินล่าสุด: { $side } { $played }
status-last-move-book = ตาเดินล่าสุด: { $side } { $played } (จากตำราเปิดเกม)
list-filter-label = กรอง:
clock-typed-label = การควบคุมเวลา:

## Studying a game opened or set up
command-play-computer = เล่นกับคอมพิวเตอร์จากตรงนี้
side-studied = เกมนี้ใช้ศึกษา: คุณเดินทั้งสองฝ่าย คอมพิวเตอร์จะรอ
status-studied = ศึกษา: คอมพิวเตอร์รอ
notice-game-over-no-move = เกมจบแล้ว: ไม่มีการเดินหลังผลการแข่งขัน

## A paused clock
status-paused = นาฬิกาหยุดอยู่: เดินไม่ได้จนกว่าจะกด P ให้เดินต่อ

## Playing the engine's lines
analysis-play-first = เดินตาที่ดีที่สุดของแนวที่ { $number }
analysis-play-all = เล่นทั้งแนว
analysis-play-all-hint = เล่นทั้งแนวบนกระดาน
analysis-play-all-clock = ไม่ได้ในเกมที่จับเวลา: ในเกมนั้นเดินได้ทีละตา
notice-line-on-clock = ในเกมที่จับเวลา เดินได้ทีละตา

## The result of a game
moves-result = ผล: { $result }
status-result = จบเกม: { $result }

## Quitting
command-quit = ออก

## The result in the game information
info-result = ผล
info-result-win = { $result }: { $side } ชนะ
info-result-draw = { $result }: เสมอ
info-result-both-lose = { $result }: แพ้ทั้งคู่
info-result-unknown = { $result }: ไม่ทราบหรือยังไม่จบ

## A path typed by hand
problem-path-hint = ชื่อไฟล์ใน { $folder } หรือที่อยู่เต็ม (~ คือโฟลเดอร์บ้านของคุณ)

## The theme button
theme-switch-light = เปลี่ยนเป็นสว่าง
theme-switch-dark = เปลี่ยนเป็นมืด

## A game replaced
notice-kept-recent = เกมก่อนหน้าถูกเก็บไว้: ไฟล์ › เกมล่าสุด เรียกกลับมาได้

## Editing the move list
moves-delete = ลบตานี้และตาที่ตามมา
moves-promote = ให้เป็นแนวหลัก
moves-comment = ความเห็น…
comment-heading = ความเห็นหลังตา { $played }
comment-label = ความเห็น:

## Games saved against the computer
menu-your-name = ชื่อของคุณ
name-label = ชื่อของคุณในเกมที่บันทึกไว้ซึ่งเล่นกับคอมพิวเตอร์:
player-damier-level = Damier ระดับ { $level }
event-against-computer = เกมกับ Damier

## About Damier, and the rules of each game
command-about = เกี่ยวกับ Damier
about-version = รุ่น { $version }
about-what = เล่นและวิเคราะห์หมากฮอสสากล หมากฮอสอิตาลี หมากฮอสไทย Hexdame และ Lasca
about-licence = สัญญาอนุญาต: MIT หรือ Apache 2.0 ตามที่คุณเลือก
about-fonts = แบบอักษร: ส่วนหนึ่งของ Noto Sans Thai และ Noto Sans ภายใต้ SIL Open Font Licence 1.1; แบบอักษรของ egui: Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT), Noto Emoji (SIL Open Font Licence 1.1) และ emoji-icon-font (MIT)
command-rules = กติกาของเกมนี้
rules-title = กติกา: { $game }
rules-international = หมากฮอสสากลเล่นบนช่องสีเข้มของกระดาน 10×10 ฝ่ายละ 20 ตัว ฝ่ายขาวเดินก่อน เบี้ยเดินทแยงไปข้างหน้าหนึ่งช่อง และกินโดยกระโดดข้ามตัวของคู่ต่อสู้ ทั้งไปข้างหน้าและถอยหลัง ไปลงช่องว่างที่อยู่ถัดไป การกระโดดหลายครั้งต่อกันนับเป็นหนึ่งตา การกินเป็นสิ่งบังคับ และต้องเลือกทางที่กินได้มากที่สุด เบี้ยที่จบตาเดินที่แถวสุดท้ายจะกลายเป็นฮอส ซึ่งเดินและกินได้ไกลเท่าใดก็ได้ตามแนวทแยงที่ว่าง ฝ่ายที่เดินไม่ได้เป็นฝ่ายแพ้ การเดินซ้ำและกฎการนับบางข้อในตอนท้ายเกมที่มีฮอสทำให้เสมอ
rules-italian = หมากฮอสอิตาลีเล่นบนกระดาน 8×8 ที่มีช่องสีเข้มอยู่มุมขวาล่างของผู้เล่นแต่ละฝ่าย ฝ่ายละ 12 ตัว ฝ่ายขาวเดินก่อน เบี้ยเดินและกินได้เฉพาะไปข้างหน้าทีละช่องทแยง และเบี้ยกินฮอสไม่ได้ การกินเป็นสิ่งบังคับ: ต้องกินให้ได้มากที่สุด ถ้าเท่ากันให้กินด้วยฮอส จากนั้นให้กินฮอสให้มากที่สุด แล้วจึงกินฮอสให้เร็วที่สุด เบี้ยที่ถึงแถวสุดท้ายกลายเป็นฮอสและจบตาเดินทันที ฮอสเดินและกินทีละช่องทแยง ทั้งไปข้างหน้าและถอยหลัง ฝ่ายที่เดินไม่ได้เป็นฝ่ายแพ้
rules-thai = หมากฮอสไทยเล่นบนกระดาน 8×8 ฝ่ายละ 8 ตัวเรียงสองแถวแรก ฝ่ายขาวเดินก่อน เบี้ยเดินและกินได้เฉพาะไปข้างหน้าทีละช่องทแยง ฮอสเดินได้ไกลเท่าใดก็ได้ตามแนวทแยงที่ว่างและกินจากระยะไกลได้ แต่ต้องลงช่องที่อยู่ถัดจากตัวที่ถูกกินทันที การกินเป็นสิ่งบังคับ แต่เลือกทางกินทางใดก็ได้ เบี้ยที่ถึงแถวสุดท้าย แม้ในระหว่างการกิน จะหยุดที่นั่นและกลายเป็นฮอส ฝ่ายที่เดินไม่ได้เป็นฝ่ายแพ้
rules-hexdame = Hexdame คือหมากฮอสบนกระดานหกเหลี่ยม 61 ช่อง ฝ่ายละ 16 ตัว ฝ่ายขาวพบฝ่ายแดง ฝ่ายขาวเดินก่อน เบี้ยเดินไปข้างหน้าหนึ่งช่อง และกินได้ทั้งหกทิศ ทั้งไปข้างหน้าและถอยหลัง โดยกระโดดข้ามตัวของคู่ต่อสู้ไปลงช่องว่างที่อยู่ถัดไป การกินเป็นสิ่งบังคับ และต้องเลือกทางที่กินได้มากที่สุด เบี้ยที่จบตาเดินที่ขอบฝั่งตรงข้ามจะกลายเป็นฮอส ซึ่งเดินและกินได้ไกลเท่าใดก็ได้ตามหกแนวของมัน เหมือนฮอสในหมากฮอสสากล ฝ่ายที่เดินไม่ได้เป็นฝ่ายแพ้
rules-lasca = Lasca เล่นบน 25 ช่องของกระดาน 7×7 ฝ่ายละ 11 ทหาร ฝ่ายขาวเดินก่อน ทหารเดินทแยงไปข้างหน้าหนึ่งช่อง นายทหาร คือทหารที่ไปถึงแถวสุดท้าย เดินทแยงหนึ่งช่องได้ทุกทิศ การกินคือกระโดดข้ามกองของคู่ต่อสู้และเอาเฉพาะตัวบนสุดไป ซึ่งจะไปอยู่ใต้กองที่กิน กองจึงสูงขึ้น และแต่ละกองเป็นของฝ่ายที่ตัวบนสุดเป็น และเดินอย่างตัวนั้น การกินเป็นสิ่งบังคับ และเลือกทางกินทางใดก็ได้ ฝ่ายที่เดินไม่ได้เป็นฝ่ายแพ้

## The column inspector
column-more = … และอีก { $more } ตัวข้างล่าง

## ฐานข้อมูลเกมท้าย

egdb-title = ฐานข้อมูลเกมท้าย
egdb-about = ผลที่แน่นอน (ชนะ เสมอ หรือแพ้) ของตำแหน่ง { $game } ที่มีหมากน้อย สร้างบนคอมพิวเตอร์เครื่องนี้
egdb-lasca = ลาสกาเก็บหมากที่ถูกกินทุกตัวไว้บนกระดานเป็นกอง ฐานข้อมูลเกมท้ายจึงใช้กับเกมนี้ไม่ได้
egdb-no-folder = ไม่มีโฟลเดอร์ข้อมูลสำหรับเก็บฐานข้อมูลเกมท้าย
egdb-folder = เก็บไว้ที่ { $folder }
egdb-pieces = หมาก { $pieces } ตัว
egdb-built = สร้างแล้ว { $built } จาก { $tables } ตาราง
egdb-building = กำลังสร้างตาราง { $game } ถึง { $pieces } ตัว
egdb-progress = { $table }: { $finished } จาก { $tables } ตาราง
egdb-time-left = เหลืออีกประมาณ { $time }
egdb-cancel = ยกเลิก
egdb-finished = สร้างตารางที่ขอครบแล้ว
egdb-cancelled = ยกเลิกแล้ว: ตารางที่เสร็จแล้วยังอยู่ และการสร้างครั้งต่อไปจะทำต่อจากนั้น
egdb-failed = การสร้างล้มเหลว: { $error }
egdb-build = สร้างถึง { $pieces } ตัว
egdb-needs = ต้องใช้พื้นที่ดิสก์ประมาณ { $size }
egdb-refused = ไม่ใช้ตารางเกมท้าย { $file }: { $error }
egdb-why-truncated = ไฟล์ถูกตัดสั้น ({ $have } ไบต์ ต้องการ { $need })
egdb-why-not-a-table = ไม่ใช่ไฟล์ตารางเกมท้ายของ Damier
egdb-why-format = เป็นตารางรูปแบบ { $found } แต่รุ่นนี้อ่านรูปแบบ { $reads }
egdb-why-checksum = ค่าตรวจสอบไม่ตรงกัน: ไฟล์เสียหาย
egdb-why-mismatch = ไฟล์มี { $found } ไม่ใช่ { $expected }
egdb-why-malformed = ไฟล์มีรูปแบบผิด
egdb-why-no-tables = { $game } ไม่มีตารางเกมท้าย
egdb-why-no-tables-here = เกมนี้ไม่มีตารางเกมท้าย
egdb-why-pieces = สร้างตารางได้สำหรับ 2 ถึง { $most } ตัว ไม่ใช่ { $pieces }
egdb-why-missing = ต้องมีตาราง { $table } ก่อน
egdb-why-too-large = { $table } มี { $positions } ตำแหน่ง มากเกินกว่าที่ตารางเดียวจะเก็บได้
egdb-verdict-win = ฐานข้อมูล: { $side } ชนะ
egdb-verdict-draw = ฐานข้อมูล: เสมอ

## File errors: what was being done, to which file or folder, and why
file-error-read = อ่าน { $path } ไม่ได้: { $why }
file-error-write = เขียน { $path } ไม่ได้: { $why }
file-error-remove = ลบ { $path } ไม่ได้: { $why }
file-error-create-folder = สร้างโฟลเดอร์ { $path } ไม่ได้: { $why }
file-error-lock = จอง { $path } ไม่ได้: { $why }
why-not-found = ไม่มีไฟล์หรือโฟลเดอร์นี้
why-permission-denied = ไม่ได้รับอนุญาต
why-disk-full = ดิสก์เต็ม
why-read-only = ดิสก์อ่านได้อย่างเดียว
why-is-folder = เป็นโฟลเดอร์ ไม่ใช่ไฟล์
why-too-big = ใหญ่กว่า { $megabytes } MB ที่ Damier อ่านได้
why-not-latin1 = ไฟล์ใช้ Latin-1 ซึ่งเก็บอักขระ { $character } ไม่ได้
why-damaged = อ่านเนื้อหาไม่ได้ที่บรรทัด { $line } คอลัมน์ { $column }
why-no-game = ไม่มีเกมที่ { $number }
why-all-windows-kept = มี { $windows } หน้าต่างเก็บเกมไว้ที่นั่นแล้ว
why-stopped = งานหยุดก่อนเสร็จ

## PDN reading: where a game stops loading and why, what a lenient reading got past
pdn-at = บรรทัด { $line } คอลัมน์ { $column }: { $what }
pdn-players = { $players }, { $what }
pdn-warning = เกมที่ { $game }, { $what }; { $remedy }
pdn-warning-times = เกมที่ { $game }, { $what }; { $remedy } ({ $count } ครั้งในเกมนี้ ครั้งแรกที่นี่)
pdn-latin1 = { $file } ไม่ใช่ UTF-8: อ่านเป็น Latin-1
pdn-unexpected-char = อักขระที่ไม่คาดคิด '{ $character }'
pdn-not-a-move = '{ $word }' ไม่ใช่ตาเดิน เลขตา ผลการแข่ง หรือหมายเหตุ
pdn-spaces-in-move = มีช่องว่างในตาเดิน '{ $written }'
pdn-nested-comment = มี '{"{"}' ในความเห็น (ความเห็น PDN ซ้อนกันไม่ได้)
pdn-unclosed-comment-resumes = ความเห็นไม่ถูกปิด; อ่านต่อที่แท็กของเกมถัดไปที่บรรทัด { $line }
pdn-unclosed-comment-lost = ความเห็นไม่ถูกปิด; { $bytes } ไบต์สุดท้ายของข้อความอยู่ในนั้นและไม่ได้อ่าน
pdn-too-long = { $what } ยาวเกิน { $limit } ไบต์
pdn-bad-tag = แท็กผิดรูปแบบ: { $fault }
pdn-too-deep = รูปแบบย่อยซ้อนกันลึกเกิน { $depth }
pdn-unclosed-variation = รูปแบบย่อยไม่ถูกปิด
pdn-unmatched-close = ')' ไม่ได้ปิดรูปแบบย่อยใด
pdn-variation-without-move = รูปแบบย่อยอยู่ก่อนตาเดินใด ๆ
pdn-misplaced-setup = ตำแหน่งตั้งต้น (/FEN .../) ต้องอยู่ก่อนตาเดินแรกเท่านั้น
pdn-misplaced-result = ผลการแข่งอยู่ในรูปแบบย่อย
pdn-no-result = เกมไม่มีผลการแข่งก่อนแท็กของเกมถัดไป
pdn-unknown-result = '{ $result }' ไม่ใช่ผลการแข่ง PDN (1-0 0-1 1/2-1/2 * และในหมากฮอสสากลมี 2-0 0-2 1-1 0-0 ด้วย)
pdn-small-board-setup = ไม่มีแท็ก GameType หรือ Variant และหมากทุกตัวใน FEN อยู่บนช่อง 1–32: อาจเป็นตำแหน่งของเกม 8×8 (หมากฮอสอังกฤษไม่ใช่เกมของ Damier; ไฟล์หมากฮอสอิตาลีและไทยมี GameType ของตน)
pdn-points-result = '{ $result }' เป็นผลการแข่งแบบสากล; เกมนี้เขียน 1-0 0-1 1/2-1/2
pdn-result-mismatch = แท็ก Result บอก { $tag } แต่ตาเดินจบด้วย { $written }
pdn-unknown-mark = '{ $mark }' ไม่ใช่เครื่องหมายประเมินตาเดิน (! ? !! ?? !? ?!)
pdn-annotation-without-move = '{ $mark }' อยู่ก่อนตาเดินใด ๆ
pdn-bad-nag = ${ $nag } ไม่ใช่สัญลักษณ์หมายเหตุแบบตัวเลข (0–65535)
pdn-unknown-move = ไม่รู้จักตาเดินที่เขียนว่า '-'
pdn-unsupported-game-type = GameType { $number } คือ { $name } ซึ่งไม่ใช่เกมของ Damier (สากล 20, อิตาลี 22, ไทย 31; Hexdame และ Lasca ใช้แท็ก Variant)
pdn-bad-game-type = GameType "{ $value }" ไม่ใช่ชนิดเกม
pdn-board-size = GameType "{ $value }" ให้ขนาดกระดานที่ไม่ตรงกับเกม
pdn-unknown-variant = Variant "{ $value }" ไม่ใช่เกมของ Damier
pdn-variant-conflict = GameType บอก { $game_type } แต่ Variant บอก { $variant }
pdn-bad-move = ตาที่ { $number }{ $dots } { $written }: { $why }
pdn-ambiguity-resolved = { $written } กำกวม ({ $candidates }); มีเพียง { $chosen } ที่ทำให้เดินตาต่อไปได้
pdn-ambiguity-kept = { $written } กำกวม ({ $candidates }) และตาเดินต่อไปไม่ได้บอกว่าทางใด
pdn-fits-no-game = ไม่มีแท็ก GameType หรือ Variant และตาเดินไม่เข้ากับหมากฮอสสากล อิตาลี หรือไทย (อาจเป็นหมากฮอสอังกฤษ รัสเซีย หรือเช็ก?): { $attempts }
pdn-attempt = เมื่อเป็น { $game }: { $why }
pdn-brief-move = ตาที่ { $number }{ $dots } { $written } { $why }
pdn-brief-not-a-cell = '{ $cell }' ไม่ใช่ช่อง
pdn-brief-ambiguous = กำกวม
pdn-brief-not-a-move = ไม่ใช่ตาเดิน
pdn-brief-illegal = ผิดกติกา
pdn-brief-fen = FEN ไม่เข้ากัน: { $why }
pdn-element-tag-value = ค่าแท็ก
pdn-element-comment = ความเห็น
pdn-element-setup = ตำแหน่งตั้งต้น
pdn-element-move = ตาเดิน
pdn-tag-no-name = ไม่มีชื่อแท็กหลัง '['
pdn-tag-not-quoted = ค่าของ { $name } ไม่อยู่ในเครื่องหมายคำพูด
pdn-tag-not-closed = { $name } ไม่ได้ปิดด้วย ']'
pdn-tag-value-not-closed = ค่าไม่ถูกปิดในบรรทัดของมัน
pdn-setup-not-closed = ตำแหน่งตั้งต้น '/' ไม่ถูกปิด
pdn-remedy-ignored = ข้ามไป
pdn-remedy-skipped = ข้ามไป
pdn-remedy-kept-as-text = เก็บไว้เป็นข้อความ
pdn-remedy-read-as = อ่านเป็น { $read }
pdn-remedy-read-as-unfinished = อ่านเป็น '*'
pdn-remedy-read-as-same-result = อ่านเป็นผลเดียวกัน
pdn-remedy-read-up-to-bracket = อ่านจนถึง ']'
pdn-remedy-closed-there = ปิดที่นั่น
pdn-remedy-closed-at-end = ปิดที่ท้ายเกม
pdn-remedy-game-ends-there = เกมจบที่นั่น
pdn-remedy-kept-result-after-moves = ใช้ผลการแข่งหลังตาเดิน
pdn-remedy-read-as-international = อ่านเป็นหมากฮอสสากล
pdn-remedy-game-stops = เกมหยุดที่นั่น
pdn-remedy-variation-stops = รูปแบบย่อยหยุดที่นั่น
pdn-remedy-took = เลือก { $route }
pdn-remedy-took-first = เลือก { $route } ซึ่งมาก่อนตามลำดับกระดาน
command-puzzles = โจทย์…
command-export-diagram = ส่งออกแผนภาพ…
command-import-puzzles = นำเข้าโจทย์…
dialog-import-puzzles = นำเข้าโจทย์
dialog-export-diagram = ส่งออกแผนภาพของตำแหน่ง
dialog-pictures = รูปภาพ (SVG, PNG)
notice-no-dialog = ไม่สามารถแสดงหน้าต่างเลือกไฟล์ได้: ติดตั้ง xdg-desktop-portal (พร้อมส่วนเสริม GTK หรือ KDE) หรือ zenity
notice-diagram-exported = บันทึกแผนภาพเป็น { $file } แล้ว
notice-diagram-not-exported = ไม่ได้บันทึกแผนภาพ: { $error }
puzzles-title = โจทย์
puzzles-set = ชุดโจทย์
puzzles-set-yours = จากเกมของคุณ
puzzles-import = นำเข้า…
puzzles-rating = คะแนนโจทย์ { $game }: { $rating }
puzzles-stats = แก้ได้ { $solved } · พลาด { $failed } · ต่อเนื่อง { $streak } (ดีที่สุด { $best })
puzzles-reading = กำลังอ่านโจทย์…
puzzles-empty = ยังไม่มีโจทย์ที่นี่ ให้วิเคราะห์เกม (การวิเคราะห์ › ทบทวนเกม): ตำแหน่งก่อนการเดินพลาดร้ายแรงจะกลายเป็นโจทย์
puzzles-puzzle = โจทย์ { $id } · ความยาก { $rating }
puzzles-your-move = ตาคุณเดิน
puzzles-right = ถูกต้อง!
puzzles-right-go-on = ถูกต้อง! เดินต่อ
puzzles-wrong = ไม่ใช่ตานี้
puzzles-hint = คำใบ้
puzzles-hint-tip = หมากที่ต้องเดิน แล้วจึงเป็นตาเดิน โจทย์ที่แก้ด้วยคำใบ้นับว่าพลาด
puzzles-retry = ลองใหม่
puzzles-solution = เฉลย
puzzles-next = ถัดไป
puzzles-open-game = เปิดเป็นเกม
puzzles-list = แก้ได้ { $solved } จาก { $total }
puzzle-goal-win = { $side }เดินและชนะ
puzzle-goal-material = { $side }เดินและได้หมากเพิ่ม
puzzle-goal-save = { $side }เดินและรอดจากการแพ้
puzzle-solved = แก้ได้แล้ว!
puzzle-wrong-thinking = ไม่ใช่ตานี้: กำลังหาคำตอบ…
puzzle-wrong = ไม่ใช่ตานี้: หลัง { $played } จะเป็น { $line } ลองใหม่ หรือดูเฉลย
puzzle-try-again = ลองใหม่
puzzle-solution-shown = เฉลย: ไล่ดูด้วยปุ่มลูกศรซ้ายและขวา
puzzle-fault-no-position = เริ่มจากตำแหน่งเริ่มต้น (ไม่มีแท็ก FEN)
puzzle-fault-no-goal = ไม่มีแท็ก Goal และไม่มีผลที่บอกว่าฝ่ายที่เดินได้อะไร
puzzle-fault-unknown-goal = เป้าหมาย "{ $goal }" ไม่ใช่ win, material หรือ save
puzzle-fault-no-solution = ไม่มีตาเดินให้แก้
puzzle-fault-ends-with-reply = ตาเดินจบด้วยการตอบโต้ ไม่ใช่ตาเดินของผู้แก้
puzzle-fault-illegal-move = ตาเดินที่ { $ply } ของเฉลยเดินไม่ได้ตามกติกา
puzzle-fault-bad-rating = ความยาก "{ $rating }" ไม่ใช่จำนวนเต็ม
puzzle-refused-game = เกม { $game }: { $reason }
puzzle-refused-more = และอีก { $count }
puzzle-imported = นำเข้าโจทย์ { $puzzles } ข้อจาก { $name }
puzzle-imported-refused = { $imported }; { $refused } เกมไม่ใช่โจทย์: { $reasons }
puzzle-imported-none = { $name } ไม่มีโจทย์: { $reasons }
puzzle-not-imported = ไม่ได้นำเข้าโจทย์: { $error }
puzzle-from-game = การทบทวนพบการเดินพลาดร้ายแรง { $blunders } ครั้ง; { $puzzles } ครั้งกลายเป็นโจทย์ใน โจทย์ › จากเกมของคุณ
puzzle-not-saved = บันทึกโจทย์ไม่ได้: { $error }
