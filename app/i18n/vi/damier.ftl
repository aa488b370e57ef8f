# Damier bằng tiếng Việt.

## Trò chơi, bên và quân

game-international = Cờ đam quốc tế
game-italian = Cờ đam Ý
game-thai = Cờ đam Thái
game-hexdame = Hexdame
game-lasca = Lasca
side-white = Trắng
side-black = Đen
side-red = Đỏ
piece-white-man = Quân trắng
piece-black-man = Quân đen
piece-red-man = Quân đỏ
piece-white-king = Vua trắng
piece-black-king = Vua đen
piece-red-king = Vua đỏ
piece-white-soldier = Lính trắng
piece-black-soldier = Lính đen
piece-white-officer = Sĩ quan trắng
piece-black-officer = Sĩ quan đen

## Trình đơn và lệnh

menu-file = Tệp
menu-edit = Sửa
menu-game = Ván
menu-moves = Nước đi
menu-analysis = Phân tích
menu-view = Xem
menu-help = Trợ giúp
command-new-game = Ván mới
command-undo = Hoàn tác
command-redo = Làm lại
command-hint = Gợi ý
command-move-now = Đi ngay
command-offer-draw = Đề nghị hòa
command-pause-clock = Dừng đồng hồ
command-resign = Đầu hàng
command-back = Lùi lại
command-forward = Tiến tới
command-to-start = Về đầu
command-to-end = Về cuối
command-flip = Xoay bàn cờ
command-coordinates = Tọa độ
command-frame-timings = Thời gian khung hình
command-edit-position = Sửa thế cờ
command-analyse = Phân tích
command-review = Xem lại ván
command-endgame-tables = Cơ sở dữ liệu cờ tàn…
command-how-to-play = Cách chơi
command-open = Mở…
command-save = Lưu
command-save-as = Lưu thành…
command-game-list = Các ván khác trong tệp…
command-game-info = Thông tin ván…
command-copy-fen = Sao chép thế cờ (FEN)
command-copy-diagram = Sao chép thế cờ (sơ đồ)
command-paste-fen = Dán thế cờ (FEN)
menu-review-time = Thời gian xem lại mỗi nước
menu-animate = Hoạt họa nước đi
menu-sound = Âm thanh
menu-language = Ngôn ngữ
language-system = Theo hệ thống
theme-system = Theo hệ thống
theme-light = Sáng
theme-dark = Tối
theme-to-light = Chuyển sang giao diện sáng
theme-to-dark = Chuyển sang giao diện tối
menu-recent-files = Tệp gần đây
menu-clear-recent = Xóa danh sách
menu-recent-games = Ván gần đây
recent-game = { $game }, { $moves } nước
recent-game-players = { $game }, { $moves } nước, { $players }
recent-unreadable = Một ván không đọc được
age-just-now = vừa xong
age-minutes = { $minutes } phút trước
age-hours = { $hours } giờ trước
age-yesterday = hôm qua
age-days = { $days } ngày trước

## Bảng bên

side-game-type = Loại cờ
player-person = Người
player-computer = Máy
player-person-hint = Bên { $side } do người chơi
player-computer-hint = Bên { $side } do máy chơi
player-remote = DXP
player-remote-hint = Bên { $side } do một chương trình khác chơi, qua DamExchange (DXP)
player-remote-international = DamExchange chỉ dùng cho cờ đam quốc tế
remote-heading = Chương trình qua DamExchange (DXP)
remote-connect = Gọi nó
remote-listen = Chờ nó gọi
remote-address = Địa chỉ
remote-start-connect = Kết nối
remote-start-listen = Chờ
remote-stop = Ngắt
remote-off = Chưa kết nối
remote-connecting = Đang gọi { $address }…
remote-listening = Đang chờ ở { $address }…
remote-connected = Đã kết nối với { $name } ({ $address })
remote-failed = Chưa kết nối: { $reason }
notice-remote-game = Bắt đầu ván với { $name }
notice-remote-declined = { $name } đã từ chối ván cờ
notice-remote-ended = { $name } đã kết thúc ván cờ
notice-remote-stopped = { $name } đã dừng ván cờ mà không có kết quả
notice-remote-broke = { $name } đã phá ván cờ: { $reason }
notice-remote-chat = { $name } nói: { $text }
notice-remote-lost = Kết nối với { $name } đã ngắt: { $reason }
notice-remote-lost-track = Ván trong cửa sổ không còn theo ván với { $name }, nên ván đó đã kết thúc
notice-remote-no-undo = Không được đi lại trong ván qua DamExchange
notice-remote-no-pause = Không thể tạm dừng ván qua DamExchange
notice-remote-no-draw = Chương trình qua DamExchange không nhận lời cầu hòa
notice-remote-at-end = Trong ván qua DamExchange, nước đi phải ở thế cờ cuối
side-strength = Độ mạnh
side-time-per-move = Thời gian mỗi nước
side-time-on-clock = Khi có đồng hồ, máy tự chia thời gian của mình
side-book = Sách khai cuộc
side-book-hint = Máy đi những nước đầu theo sách khai cuộc của Damier, chọn ngẫu nhiên giữa các nước gần như ngang giá trị; khi tắt, máy tính từng nước
side-book-none = Không có sách khai cuộc cho trò chơi này ({ $game }): máy sẽ tính từng nước
side-threads = Luồng
side-threads-hint = Máy và phần phân tích tính trên bao nhiêu trong { $processors } bộ xử lý của máy tính này: nhiều hơn thì mạnh hơn, ít hơn thì chừa chỗ cho chương trình khác
unit-seconds = { $value } giây
unit-minutes = { $value } phút
unit-hours = { $value } giờ
time-period = { $moves } nước trong { $base }, sau đó { $added }
time-increment = { $base } + { $increment }
time-delay = { $base }, trễ { $delay }
unit-minutes-suffix = { " " }phút
unit-seconds-suffix = { " " }giây
routes-heading = Chọn đường đi
routes-text = Bấm các ô cần đi qua trên bàn cờ, hoặc chọn một đường:
moves-heading = Nước đi
column-hint = Trỏ vào một chồng quân để xem từ trên xuống dưới.
column-heading = Chồng quân ở { $cell }: { $pieces } quân
column-commander = { $piece } (chỉ huy)

## Đồng hồ

clock-resume = Chạy tiếp đồng hồ
clock-pause = Dừng đồng hồ
clock-none = Không đồng hồ
clock-label = Đồng hồ
clock-type-one = Tự nhập…
clock-game-time = Thời gian cho cả ván
clock-increment = Cộng thêm sau mỗi nước
clock-typed-hint = Số giây cho cả ván, +cộng thêm, d trễ, số nước/giây:thêm; Enter để đặt

## Dòng trạng thái

status-editing = Đang sửa một thế cờ; ván cờ giữ nguyên cho đến khi bạn chơi tiếp từ đây
status-hint = Đang tìm gợi ý…
status-analysing = Đang phân tích…
status-thinking = { $side } đang suy nghĩ…
status-depth = { $text }  độ sâu { $depth }, { $score } cho { $side }
status-to-move = Đến lượt { $side }
status-computer-to-move = Đến lượt { $side } (máy): bấm Space để máy đi từ đây
status-dismiss = Đóng
outcome-wins = { $winner } thắng: { $reason }
outcome-draw = Hòa: { $reason }
end-no-legal-move = { $loser } không còn nước đi
end-resignation = { $loser } đầu hàng
end-time = { $loser } hết giờ
end-repetition = cùng một thế cờ lặp lại ba lần
end-twenty-five-moves = luật 25 nước
end-sixteen-moves = luật 16 nước
end-five-moves = luật 5 nước
end-forty-moves = luật 40 nước
end-agreement = hai bên thỏa thuận
end-forfeit = { $loser } bị xử thua
notice-clock-next-game = Đồng hồ áp dụng cho ván mới tiếp theo
notice-no-clock = Ván này không có đồng hồ
notice-nothing-to-undo = Không có nước nào để lùi lại
notice-nothing-to-redo = Không có nước nào để đi lại
notice-hint-for-person = Gợi ý dành cho người đang đến lượt đi
notice-draw-declined = Máy từ chối hòa và chơi tiếp
notice-left-behind = Có { $games } ván do cửa sổ khác để lại: xem Tệp › Ván gần đây
notice-restored = Đã khôi phục một ván gần đây
notice-not-restored = Không khôi phục được ván đó: { $error }
notice-restored-clocks-paused = Đồng hồ của ván đang dừng: bấm P để chạy tiếp
notice-copied = Đã sao chép thế cờ: { $fen }
notice-diagram-copied = Đã sao chép thế cờ dưới dạng hình
notice-no-clipboard = Không có bộ nhớ tạm để dán
notice-fen-set-up = Đã xếp thế cờ từ FEN
notice-fen-refused = FEN này bị từ chối cho { $game }: { $error }
notice-cannot-play = Không thể chơi từ thế cờ này: { $problem }
notice-opened = Đã mở { $file }
notice-saved = Đã lưu vào { $path }
notice-dialog-open = Một cửa sổ chọn tệp đang mở rồi
notice-saving-already = Ván cờ đang được lưu rồi
notice-save-not-started = Không lưu được ván cờ: { $error }
notice-recent-not-written = Không ghi được danh sách tệp gần đây: { $error }
notice-last-game-kept-aside = Không khôi phục được ván cuối ({ $error }); ván được giữ ở { $kept }
notice-last-game-lost = Không khôi phục được ván cuối ({ $error }); cũng không cất riêng được: { $aside }
notice-not-kept-recent = Không giữ được ván trong danh sách ván gần đây: { $error }
notice-not-kept-next-start = Không giữ được ván này cho lần mở sau ({ $error }): nếu Damier dừng bây giờ, các nước đi chưa lưu vào tệp sẽ mất.
notice-games-not-kept = Không thể giữ ván cờ trong thư mục dữ liệu ({ $error }): các nước đi chưa lưu vào tệp sẽ mất khi đóng Damier.
notice-nothing-to-review = Chưa có nước đi nào để xem lại
move-not-a-move = '{ $text }' không phải nước đi: cần các ô nối bằng '-' hoặc 'x'
move-unknown-cell = '{ $cell }' trong '{ $text }' không phải ô của bàn cờ này
move-illegal = { $text } không phải nước đi hợp lệ ở đây (hợp lệ: { $legal })
move-ambiguous = { $text } không rõ ràng: có thể là { $candidates }
move-not-legal = Nước đi này không hợp lệ
settings-unreadable = Không đọc được cài đặt trong { $path } ({ $why }); dùng cài đặt mặc định.
settings-kept-aside = Không đọc được cài đặt trong { $path } ({ $why }; tệp được giữ lại thành { $kept }); dùng cài đặt mặc định.
settings-not-kept = Không đọc được cài đặt trong { $path } ({ $why }; không cất riêng được tệp: { $aside }); dùng cài đặt mặc định.
settings-not-saved = Không lưu được cài đặt: { $error }

## Vì sao nước đi không hợp lệ

list-or = { $first } hoặc { $last }
list-others = nước khác
refusal-not-playable = Quân chỉ đứng trên các ô chơi được
refusal-no-piece = Không có quân nào ở { $cell }
refusal-not-your-piece = Quân đó là của { $owner }: đang đến lượt { $mover }
refusal-nowhere = Nước đi phải đến một ô khác
refusal-capture-unfinished = Phải ăn cho hết: { $capture }
refusal-piece-must-capture = Quân này phải ăn: { $moves }
refusal-capture-compulsory = Bắt buộc phải ăn: { $moves }
refusal-occupied = Ô { $cell } không trống
refusal-along-lines = Quân đi theo các đường ô
refusal-diagonally = Quân đi theo đường chéo
refusal-man-forward-only = { $piece ->
    [soldier] Lính chỉ đi về phía trước
   *[man] Quân thường chỉ đi về phía trước
}
refusal-man-one-cell = { $piece ->
    [soldier] Lính mỗi lần chỉ đi một ô
   *[man] Quân thường mỗi lần chỉ đi một ô
}
refusal-king-one-cell = { $piece ->
    [officer] Trong Lasca, sĩ quan mỗi lần chỉ đi một ô
   *[king] Trong { $game }, vua mỗi lần chỉ đi một ô
}
refusal-blocked = Đường đến { $cell } bị chặn
refusal-cannot-move = Quân đó không đi được
refusal-can-go-to = Quân đó có thể đi { $moves }
refusal-man-takes-king = Trong { $game }, quân thường không được ăn vua
refusal-maximum = Phải ăn nhiều nhất: { $pieces } quân
refusal-king-first = Trong { $game }, ăn bằng vua được ưu tiên hơn ăn bằng quân thường
refusal-most-kings = Phải ăn được nhiều vua nhất: { $kings }
refusal-king-early = Phải ăn vua càng sớm càng tốt

## Phân tích và xem lại

analysis-heading = Phân tích
analysis-lines = đường
analysis-stop = Dừng
analysis-stop-hint = Tắt phân tích
analysis-game-over = Ván cờ đã kết thúc ở đây.
analysis-thinking = Đang suy nghĩ…
analysis-busy = Máy đang tìm nước đi; phân tích sẽ tiếp tục sau đó.
analysis-progress = Độ sâu { $depth }/{ $seldepth } · { $speed } nút/giây · { $nodes } nút · { $seconds } giây
analysis-searched-out = Đã tính đến cùng: mọi biến kết thúc cùng ván đấu hoặc trong cơ sở dữ liệu tàn cuộc · { $nodes } nút · { $seconds } giây
analysis-starting = Đang bắt đầu…
analysis-play = Chơi
analysis-play-hint = Đi nước đầu của đường này, nước tốt nhất của máy, trên bàn cờ
analysis-play-line = Chơi đường { $number }
score-wins-in = { $side } thắng sau { $moves } nước
score-win-in = thắng sau { $moves } nước
score-loss-in = thua sau { $moves } nước
score-wins-by-tables = { $side } thắng (cơ sở dữ liệu)
score-win-by-tables = thắng (cơ sở dữ liệu)
score-loss-by-tables = thua (cơ sở dữ liệu)
review-heading = Xem lại ván
review-start = Xem lại ván
review-close = Đóng
review-progress = { $done } trên { $total } thế cờ
review-cancel = Hủy
review-per-move = mỗi nước
review-graph = Biểu đồ đánh giá
review-start-point = Bắt đầu: { $score }
review-moves = Nước đi
review-inaccuracies = ?! Thiếu chính xác
review-mistakes = ? Sai lầm
review-blunders = ?? Sai lầm nghiêm trọng
review-average-loss = Mất trung bình
review-thresholds = Nước đi mất ít nhất { $inaccuracy } quân so với nước tốt nhất của máy là ?!, { $mistake } quân là ?, { $blunder } quân là ??.

## Trợ giúp

help-title = Trợ giúp
help-moving-heading = Di chuyển quân
help-moving = Kéo một quân đến ô đích, hoặc bấm vào quân rồi bấm vào ô đích. Các ô quân có thể đến được đánh dấu. Khi bắt buộc ăn, những quân phải ăn được khoanh tròn. Nếu hai cách ăn khác nhau có cùng điểm đầu và điểm cuối, đường đi của chúng được vẽ ra: bấm các ô cần đi qua, hoặc chọn đường trong danh sách. Không dùng chuột: nhấn M rồi gõ nước đi (32-28, 28x19, c3-d4; các nước đi hợp lệ bắt đầu như vậy sẽ được gợi ý), hoặc nhấn B và đi trên bàn cờ bằng các phím mũi tên: Enter nhấc quân lên và đặt xuống; Escape rời bàn cờ.
help-setting-up-heading = Xếp thế cờ và phân tích
help-setting-up = Ván › Sửa thế cờ hiện một bảng quân: bấm vào ô để đặt quân đã chọn, bấm chuột phải để bỏ quân, kéo quân trên bàn cờ hoặc ra ngoài. Trong Lasca quân mới được đặt lên trên hoặc dưới một chồng quân. Lỗi được nêu kèm ô của nó; từ một thế cờ hợp lệ có thể chơi với máy hoặc hai người. Phân tích › Phân tích hiện các đường tốt nhất của máy (bấm vào một đường để chơi nó như một biến); Phân tích › Xem lại ván đánh giá từng nước. { $thresholds }
help-keyboard-heading = Bàn phím

## Trình sửa thế cờ

editor-heading = Sửa thế cờ
editor-palette-hint = { $piece }: bấm để chọn, hoặc kéo lên bàn cờ
editor-remove = Bỏ quân
editor-remove-hint = Bấm để bỏ một quân
editor-how = Bấm vào ô để đặt quân, bấm chuột phải để bỏ; kéo quân để di chuyển, kéo ra ngoài bàn cờ để bỏ.
editor-to-move = Lượt đi:
editor-clear = Xóa bàn cờ
editor-start = Thế ban đầu
editor-flip-colours = Đổi màu
editor-new-pieces-go = Quân mới đặt
editor-on-top = lên trên
editor-beneath = xuống dưới
editor-column-hint = Bấm vào ô để xếp chồng quân ở đó.
editor-empty-cell = Ô { $cell } trống
editor-add-on-top = Thêm lên trên
editor-add-on-top-hint = Lên trên: { $piece }
editor-add-beneath = Thêm xuống dưới
editor-add-beneath-hint = Xuống dưới: { $piece }
editor-remove-top = Bỏ quân trên cùng
editor-no-move = { $side } không còn nước đi ở đây. { $outcome }.
setup-off-board = Ô { $cell } không phải ô chơi được trên bàn cờ này
setup-occupied = Hai quân trên ô { $cell }
setup-man-on-promotion = Một quân thường của { $side } ở { $cell }, hàng phong vua của chính nó
setup-too-many = { $side } có { $count } quân; trò chơi này có nhiều nhất { $max } quân
setup-column-twice = Ô { $cell } được cho hai chồng quân
setup-soldier-commander = Chồng quân ở { $cell } do một lính của { $side } chỉ huy trên hàng phong cấp của chính nó
setup-too-many-in-columns = Các chồng quân có tổng cộng { $count } quân (chồng cao nhất ở { $tallest }); Lasca có nhiều nhất { $max } quân
fen-syntax = FEN, cột { $column }: { $problem }
fen-invalid = FEN mô tả một thế cờ không thể có: { $problem }
fen-missing-side = thiếu bên đi (W hoặc B)
fen-bad-side = bên đi phải là W hoặc B, không phải '{ $side }'
fen-empty = FEN trống
fen-too-many-lists = FEN có nhiều nhất hai danh sách quân, của Trắng và của Đen
fen-expected-side = cần W hoặc B, gặp '{ $found }'
fen-list-twice = danh sách { $side } xuất hiện hai lần
fen-empty-entry = một mục trống giữa hai dấu phẩy
fen-not-a-cell = '{ $cell }' không phải ô của bàn cờ này
fen-backwards-range = khoảng { $low }-{ $high } bị ngược
fen-lasca-one-list = FEN của Lasca chỉ có một danh sách cột sau bên đi
fen-expected-cell = cần một ô như d4, gặp '{ $found }'
fen-expected-rank = cần hàng của ô '{ $file }…'
fen-not-a-lasca-cell = '{ $cell }' không phải ô của bàn cờ Lasca
fen-not-a-piece = '{ $found }' không phải quân: cần w, W, b hoặc B
fen-empty-column = không có quân sau { $cell }: một cột cần ít nhất một trong w, W, b, B
editor-legal = Thế cờ hợp lệ: sẵn sàng chơi.
editor-fen-hint = thế cờ chưa hợp lệ
editor-set-up-fen = Xếp từ FEN
editor-play-heading = Chơi từ đây
editor-play-against = Cầm quân { $side } đấu với máy
editor-two-players = Ván mới từ đây (hai người)
editor-back = Quay lại ván cờ

## Tệp

dialog-open = Mở ván cờ
dialog-save = Lưu ván cờ
dialog-pdn-files = Ván cờ PDN
dialog-all-files = Tất cả tệp
file-and-game = { $file }, ván { $number }
unsaved-heading = Lưu các thay đổi?
unsaved-text = Ván cờ có thay đổi chưa được lưu vào { $file }.
not-kept-heading = Không thể giữ ván cờ này
not-kept-text = Damier không thể giữ ván cờ này trong các ván gần đây ({ $error }). Nếu thay thế bây giờ, các nước đi của ván sẽ mất. Lưu vào tệp trước không?
answer-save = Lưu
answer-dont-save = Không lưu
answer-cancel = Hủy
overwrite-changed-heading = Tệp trên đĩa đã thay đổi
overwrite-changed = { $file } đã bị chương trình khác sửa sau khi Damier đọc hoặc ghi nó. Lưu bây giờ sẽ đè lên những thay đổi đó.
overwrite-several-heading = Lưu vào tệp có nhiều ván?
overwrite-own-game = { $file } có { $games } ván; đây là ván { $number }. Chỉ lưu ván này sẽ xóa { $others } ván còn lại.
overwrite-several = { $file } có { $games } ván. Thay tệp bằng ván này sẽ xóa hết các ván đó.
overwrite-replace-heading = Thay thế tệp?
overwrite-exists = { $file } đã có sẵn.
overwrite-overwrite = Ghi đè
overwrite-save-as = Lưu thành…
overwrite-reload = Tải lại tệp
overwrite-replace-game = Chỉ thay ván { $number }
overwrite-append = Thêm ván này vào cuối
overwrite-replace-all = Thay cả { $games } ván
overwrite-other-name = Chọn tên khác…
overwrite-replace = Thay thế
info-heading = Thông tin ván
info-event = Giải đấu
info-site = Địa điểm
info-date = Ngày
info-round = Vòng
info-date-hint = NNNN.TT.NN, ?? nếu không rõ
info-ok = OK
list-heading = { $file }: { $games } ván
list-filter = Lọc theo người chơi, giải, ngày hoặc kết quả
list-shown = hiện { $shown } trên { $total }
list-open = Mở ván
list-result = Kết quả
list-does-not-load = không tải được
list-moves = { $moves } nước
list-game = Ván { $number }: { $text }
reading-heading = Đang đọc { $file }…
reading-games = đã có { $games } ván
reading-stop = Dừng
drop-file = Thả một tệp PDN vào để mở
problem-unreadable-title = Không mở được tệp
problem-no-games-title = Không có ván nào
problem-no-games = { $path } không có ván nào
problem-game-title = Không tải được ván { $number }
problem-game = Trong { $file }: { $error }
problem-not-saved-title = Ván cờ chưa được lưu
problem-not-saved = Không ghi được { $path }: { $error }. Tệp vẫn như cũ; ván cờ vẫn ở đây và được giữ cho lần mở sau.
problem-warnings-title = Đã đọc { $file } nhưng có cảnh báo
problem-no-dialog-title = Không có cửa sổ chọn tệp
problem-no-dialog-portal = Không hiện được cửa sổ chọn tệp. Damier dùng trình chọn tệp của màn hình nền qua XDG desktop portal: hãy cài xdg-desktop-portal cùng một phần phụ trợ như xdg-desktop-portal-gtk hoặc xdg-desktop-portal-kde, hoặc cài zenity. Trong lúc đó, gõ đường dẫn tệp bên dưới, mở ván bằng `damier TỆP.pdn`, hoặc thả tệp vào cửa sổ.
problem-no-dialog = Không hiện được cửa sổ chọn tệp. Gõ đường dẫn tệp bên dưới, hoặc thả tệp vào cửa sổ.
problem-open-before = Mở { $plies } nửa nước trước lỗi
problem-warnings = { $count } chỗ trong tệp không theo PDN và đã được đọc như mô tả:
problem-warnings-save = Vì những gì đã đọc có thể không phải toàn bộ nội dung tệp, Lưu sẽ hỏi tệp khác thay vì ghi đè tệp này.
problem-path = Đường dẫn:
problem-open = Mở
problem-close = Đóng

## Playing without a mouse
command-type-move = Nhập nước đi
command-keyboard-board = Đi trên bàn cờ bằng bàn phím
move-box-label = Nước đi:
move-box-example = ví dụ { $example }
move-box-none = Không có nước đi hợp lệ nào bắt đầu như vậy
board-cell-empty = { $cell }, trống
board-cell-piece = { $cell }, { $piece }
board-cell-column = { $cell }, chồng { $count } quân, { $piece } ở trên cùng
board-cell-picked-up = đã nhấc lên
board-cell-moves = nước đi: { $moves }
status-last-move = Nước đi vừa rồi: { $side } { $played }
status-last-move-book = Nước đi vừa rồi: { $side } { $played } (sách khai cuộc)
list-filter-label = Lọc:
clock-typed-label = Kiểm soát thời gian:

## Studying a game opened or set up
command-play-computer = Chơi với máy từ thế cờ này
side-studied = Ván này để nghiên cứu: bạn đi cả hai bên, máy chờ.
status-studied = Nghiên cứu: máy chờ
notice-game-over-no-move = Ván đã kết thúc: không đi thêm nước nào sau kết quả

## A paused clock
status-paused = Đồng hồ đang dừng: không đi được cho đến khi bấm P cho chạy lại

## Playing the engine's lines
analysis-play-first = Đi nước tốt nhất của đường { $number }
analysis-play-all = Đi cả đường
analysis-play-all-hint = Đi cả đường này trên bàn cờ
analysis-play-all-clock = Không dùng được trong ván có đồng hồ: ở đó đi từng nước một
notice-line-on-clock = Trong ván có đồng hồ, đi từng nước một

## The result of a game
moves-result = Kết quả: { $result }
status-result = Hết ván: { $result }

## Quitting
command-quit = Thoát

## The result in the game information
info-result = Kết quả
info-result-win = { $result }: { $side } thắng
info-result-draw = { $result }: hòa
info-result-both-lose = { $result }: cả hai thua
info-result-unknown = { $result }: chưa rõ hoặc chưa xong

## A path typed by hand
problem-path-hint = tên tệp trong { $folder }, hoặc đường dẫn đầy đủ (~ là thư mục nhà của bạn)

## The theme button
theme-switch-light = Chuyển sang sáng
theme-switch-dark = Chuyển sang tối

## A game replaced
notice-kept-recent = Ván trước được giữ lại: Tệp › Ván gần đây mở lại được

## Editing the move list
moves-delete = Xóa nước này và các nước sau
moves-promote = Đặt làm đường chính
moves-comment = Bình luận…
comment-heading = Bình luận sau nước { $played }
comment-label = Bình luận:

## Games saved against the computer
menu-your-name = Tên của bạn
name-label = Tên của bạn trong các ván với máy được lưu:
player-damier-level = Damier cấp { $level }
event-against-computer = Ván với Damier

## About Damier, and the rules of each game
command-about = Giới thiệu Damier
about-version = Phiên bản { $version }
about-what = Chơi và phân tích cờ đam quốc tế, Ý và Thái, Hexdame và Lasca.
about-licence = Giấy phép: MIT hoặc Apache 2.0, tùy bạn chọn.
about-fonts = Phông chữ: một phần của Noto Sans Thai và Noto Sans, theo SIL Open Font Licence 1.1; phông của egui: Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT), Noto Emoji (SIL Open Font Licence 1.1) và emoji-icon-font (MIT).
command-rules = Luật của trò này
rules-title = Luật: { $game }
rules-international = Cờ đam quốc tế chơi trên các ô tối của bàn cờ 10×10, mỗi bên 20 quân; bên Trắng đi trước. Quân thường đi chéo lên trước một ô và ăn bằng cách nhảy qua quân đối phương, về trước hoặc về sau, xuống ô trống phía sau nó; nhiều bước nhảy liên tiếp là một nước. Bắt buộc phải ăn, và phải đi đường ăn được nhiều quân nhất. Quân thường kết thúc nước đi ở hàng cuối thành quân vua, đi và ăn xa bao nhiêu cũng được trên đường chéo trống. Bên không còn nước đi thì thua; lặp lại thế cờ và vài luật đếm nước trong tàn cuộc có vua thì hòa.
rules-italian = Cờ đam Ý chơi trên bàn cờ 8×8 có ô tối ở góc dưới bên phải mỗi người, mỗi bên 12 quân; bên Trắng đi trước. Quân thường chỉ đi và ăn về phía trước, một ô chéo, và quân thường không được ăn quân vua. Bắt buộc phải ăn: ăn nhiều quân nhất; nếu bằng nhau thì ăn bằng quân vua; rồi ăn nhiều vua nhất; rồi ăn vua sớm nhất. Quân thường đến hàng cuối thành vua và nước đi dừng lại; vua đi và ăn một ô chéo, về trước hoặc về sau. Bên không còn nước đi thì thua.
rules-thai = Cờ đam Thái chơi trên bàn cờ 8×8, mỗi bên 8 quân ở hai hàng đầu; bên Trắng đi trước. Quân thường chỉ đi và ăn về phía trước, một ô chéo. Vua đi xa bao nhiêu cũng được trên đường chéo trống và ăn từ xa, nhưng phải dừng ở ô ngay sau quân bị ăn. Bắt buộc phải ăn, nhưng được chọn bất kỳ đường ăn nào. Quân thường đến hàng cuối, kể cả khi đang ăn, thì dừng ở đó và thành vua. Bên không còn nước đi thì thua.
rules-hexdame = Hexdame là cờ đam trên bàn cờ lục giác 61 ô, mỗi bên 16 quân, Trắng đấu Đỏ; bên Trắng đi trước. Quân thường đi lên trước một ô, và ăn theo cả sáu hướng, về trước và về sau, bằng cách nhảy qua quân đối phương xuống ô trống phía sau. Bắt buộc phải ăn, và phải đi đường ăn được nhiều quân nhất. Quân thường kết thúc nước đi ở mép đối diện thành vua, đi và ăn xa bao nhiêu cũng được trên sáu đường của nó, như vua trong cờ đam quốc tế. Bên không còn nước đi thì thua.
rules-lasca = Lasca chơi trên 25 ô của bàn cờ 7×7, mỗi bên 11 lính; bên Trắng đi trước. Lính đi chéo lên trước một ô; sĩ quan, tức lính đã đến hàng cuối, đi chéo một ô theo mọi hướng. Một nước ăn nhảy qua một chồng quân đối phương và chỉ lấy quân trên cùng, quân này xuống dưới chồng đã ăn: các chồng lớn dần, và mỗi chồng thuộc về bên của quân trên cùng và đi như quân đó. Bắt buộc phải ăn, và được chọn bất kỳ đường ăn nào. Bên không còn nước đi thì thua.

## The column inspector
column-more = … và { $more } quân nữa bên dưới

## Cơ sở dữ liệu cờ tàn

egdb-title = Cơ sở dữ liệu cờ tàn
egdb-about = Kết quả chính xác (thắng, hòa hay thua) của các thế cờ { $game } còn ít quân, được tạo trên máy tính này.
egdb-lasca = Lasca giữ mọi quân bị bắt trên bàn cờ thành cột, nên cơ sở dữ liệu cờ tàn không áp dụng cho nó.
egdb-no-folder = Không có thư mục dữ liệu để lưu cơ sở dữ liệu cờ tàn.
egdb-folder = Lưu tại { $folder }
egdb-pieces = { $pieces } quân
egdb-built = Đã tạo { $built } trên { $tables } bảng
egdb-building = Đang tạo các bảng { $game } đến { $pieces } quân
egdb-progress = { $table }: { $finished } trên { $tables } bảng
egdb-time-left = Còn khoảng { $time }
egdb-cancel = Hủy
egdb-finished = Mọi bảng được yêu cầu đã được tạo.
egdb-cancelled = Đã hủy: các bảng đã xong được giữ lại, và lần tạo sau sẽ tiếp tục từ đó.
egdb-failed = Tạo bảng thất bại: { $error }
egdb-build = Tạo đến { $pieces } quân
egdb-needs = Cần khoảng { $size } dung lượng đĩa
egdb-refused = Không dùng bảng cờ tàn { $file }: { $error }
egdb-why-truncated = tệp bị cắt ngắn ({ $have } byte, cần { $need })
egdb-why-not-a-table = đây không phải tệp bảng cờ tàn của Damier
egdb-why-format = tệp ở định dạng bảng { $found }, còn phiên bản này đọc định dạng { $reads }
egdb-why-checksum = mã kiểm tra không khớp: tệp bị hỏng
egdb-why-mismatch = tệp chứa { $found }, không phải { $expected }
egdb-why-malformed = tệp sai cấu trúc
egdb-why-no-tables = { $game } không có bảng cờ tàn
egdb-why-no-tables-here = trò chơi này không có bảng cờ tàn
egdb-why-pieces = bảng được tạo cho 2 đến { $most } quân, không phải { $pieces }
egdb-why-missing = cần bảng { $table } trước
egdb-why-too-large = { $table } có { $positions } thế cờ, nhiều hơn một bảng có thể chứa
egdb-verdict-win = Cơ sở dữ liệu: { $side } thắng
egdb-verdict-draw = Cơ sở dữ liệu: hòa

## File errors: what was being done, to which file or folder, and why
file-error-read = không đọc được { $path }: { $why }
file-error-write = không ghi được { $path }: { $why }
file-error-remove = không xoá được { $path }: { $why }
file-error-create-folder = không tạo được thư mục { $path }: { $why }
file-error-lock = không khoá được { $path }: { $why }
why-not-found = không có tệp hay thư mục đó
why-permission-denied = không có quyền
why-disk-full = đĩa đã đầy
why-read-only = đĩa chỉ đọc
why-is-folder = đó là thư mục, không phải tệp
why-too-big = tệp lớn hơn { $megabytes } MB mà Damier đọc
why-not-latin1 = tệp dùng Latin-1, không chứa được ký tự { $character }
why-damaged = nội dung không đọc được ở dòng { $line }, cột { $column }
why-no-game = tệp không có ván { $number }
why-all-windows-kept = đã có { $windows } cửa sổ giữ ván cờ ở đó
why-stopped = công việc dừng trước khi xong

## PDN reading: where a game stops loading and why, what a lenient reading got past
pdn-at = dòng { $line }, cột { $column }: { $what }
pdn-players = { $players }, { $what }
pdn-warning = ván { $game }, { $what }; { $remedy }
pdn-warning-times = ván { $game }, { $what }; { $remedy } ({ $count } lần trong ván này, lần đầu ở đây)
pdn-latin1 = { $file } không phải UTF-8: đã được đọc như Latin-1
pdn-unexpected-char = ký tự không mong đợi '{ $character }'
pdn-not-a-move = '{ $word }' không phải nước đi, số nước, kết quả hay chú thích
pdn-spaces-in-move = có khoảng trắng trong nước đi '{ $written }'
pdn-nested-comment = có '{"{"}' trong lời bình (lời bình PDN không lồng nhau)
pdn-unclosed-comment-resumes = lời bình không bao giờ được đóng; việc đọc tiếp tục ở các thẻ của ván sau tại dòng { $line }
pdn-unclosed-comment-lost = lời bình không bao giờ được đóng; { $bytes } byte cuối của văn bản nằm trong đó và không được đọc
pdn-too-long = { $what } dài hơn { $limit } byte
pdn-bad-tag = thẻ sai cấu trúc: { $fault }
pdn-too-deep = các biến lồng sâu hơn { $depth }
pdn-unclosed-variation = biến không bao giờ được đóng
pdn-unmatched-close = ')' không đóng biến nào
pdn-variation-without-move = biến đứng trước mọi nước đi
pdn-misplaced-setup = thế cờ (/FEN .../) chỉ được đứng trước nước đi đầu tiên
pdn-misplaced-result = kết quả nằm trong một biến
pdn-no-result = ván cờ không có kết quả trước các thẻ của ván sau
pdn-unknown-result = '{ $result }' không phải kết quả PDN (1-0 0-1 1/2-1/2 *, cờ quốc tế còn có 2-0 0-2 1-1 0-0)
pdn-small-board-setup = không có thẻ GameType hay Variant, và mọi quân trong FEN đều ở ô 1–32: đây có thể là thế cờ của một trò 8×8 (cờ đam Anh không phải trò của Damier; tệp cờ Ý và Thái có GameType của chúng)
pdn-points-result = '{ $result }' là kết quả kiểu cờ quốc tế; trò này viết 1-0 0-1 1/2-1/2
pdn-result-mismatch = thẻ Result ghi { $tag } nhưng các nước đi kết thúc bằng { $written }
pdn-unknown-mark = '{ $mark }' không phải ký hiệu đánh giá nước đi (! ? !! ?? !? ?!)
pdn-annotation-without-move = '{ $mark }' đứng trước mọi nước đi
pdn-bad-nag = ${ $nag } không phải ký hiệu chú thích dạng số (0–65535)
pdn-unknown-move = không rõ nước đi được viết là '-'
pdn-unsupported-game-type = GameType { $number } là { $name }, không phải trò của Damier (quốc tế 20, Ý 22, Thái 31; Hexdame và Lasca theo thẻ Variant)
pdn-bad-game-type = GameType "{ $value }" không phải loại trò chơi
pdn-board-size = GameType "{ $value }" cho kích thước bàn cờ không khớp với trò chơi
pdn-unknown-variant = Variant "{ $value }" không phải trò của Damier
pdn-variant-conflict = GameType ghi { $game_type } nhưng Variant ghi { $variant }
pdn-bad-move = nước { $number }{ $dots } { $written }: { $why }
pdn-ambiguity-resolved = { $written } không rõ ràng ({ $candidates }); chỉ { $chosen } cho phép đi lại các nước sau
pdn-ambiguity-kept = { $written } không rõ ràng ({ $candidates }) và các nước sau không cho biết đường nào
pdn-fits-no-game = không có thẻ GameType hay Variant, và các nước đi không khớp với cờ quốc tế, Ý hay Thái (có lẽ là cờ đam Anh, Nga hay Séc?): { $attempts }
pdn-attempt = theo { $game }: { $why }
pdn-brief-move = nước { $number }{ $dots } { $written } { $why }
pdn-brief-not-a-cell = '{ $cell }' không phải ô
pdn-brief-ambiguous = không rõ ràng
pdn-brief-not-a-move = không phải nước đi
pdn-brief-illegal = không hợp lệ
pdn-brief-fen = FEN không khớp: { $why }
pdn-element-tag-value = giá trị thẻ
pdn-element-comment = lời bình
pdn-element-setup = thế cờ
pdn-element-move = nước đi
pdn-tag-no-name = không có tên thẻ sau '['
pdn-tag-not-quoted = giá trị của { $name } không nằm trong dấu ngoặc kép
pdn-tag-not-closed = { $name } không được đóng bằng ']'
pdn-tag-value-not-closed = giá trị không được đóng trên dòng của nó
pdn-setup-not-closed = thế cờ '/' không bao giờ được đóng
pdn-remedy-ignored = bỏ qua
pdn-remedy-skipped = bỏ qua
pdn-remedy-kept-as-text = giữ lại như văn bản
pdn-remedy-read-as = đọc là { $read }
pdn-remedy-read-as-unfinished = đọc là '*'
pdn-remedy-read-as-same-result = đọc là cùng kết quả
pdn-remedy-read-up-to-bracket = đọc đến ']'
pdn-remedy-closed-there = đóng tại đó
pdn-remedy-closed-at-end = đóng ở cuối ván
pdn-remedy-game-ends-there = ván cờ kết thúc tại đó
pdn-remedy-kept-result-after-moves = giữ kết quả sau các nước đi
pdn-remedy-read-as-international = đọc là cờ đam quốc tế
pdn-remedy-game-stops = ván cờ dừng tại đó
pdn-remedy-variation-stops = biến dừng tại đó
pdn-remedy-took = chọn { $route }
pdn-remedy-took-first = chọn { $route }, đường đầu tiên theo thứ tự bàn cờ
command-puzzles = Bài tập…
command-export-diagram = Xuất sơ đồ…
command-import-puzzles = Nhập bài tập…
dialog-import-puzzles = Nhập bài tập
dialog-export-diagram = Xuất sơ đồ của thế cờ
dialog-pictures = Hình ảnh (SVG, PNG)
notice-no-dialog = Không mở được hộp thoại tệp: hãy cài xdg-desktop-portal (với phần GTK hoặc KDE) hoặc zenity
notice-diagram-exported = Đã lưu sơ đồ thành { $file }
notice-diagram-not-exported = Chưa lưu được sơ đồ: { $error }
puzzles-title = Bài tập
puzzles-set = Bộ bài tập
puzzles-set-yours = Từ các ván của bạn
puzzles-import = Nhập…
puzzles-rating = Điểm bài tập { $game }: { $rating }
puzzles-stats = Giải được { $solved } · trượt { $failed } · chuỗi { $streak } (tốt nhất { $best })
puzzles-reading = Đang đọc các bài tập…
puzzles-empty = Chưa có bài tập nào ở đây. Hãy cho phân tích một ván (Phân tích › Xem lại): các thế cờ trước nước đi hỏng sẽ thành bài tập.
puzzles-puzzle = Bài { $id } · độ khó { $rating }
puzzles-your-move = Đến lượt bạn
puzzles-right = Đúng!
puzzles-right-go-on = Đúng! Đi tiếp
puzzles-wrong = Không phải nước này
puzzles-hint = Gợi ý
puzzles-hint-tip = Quân cần đi, rồi đến nước đi. Bài giải nhờ gợi ý được tính là trượt.
puzzles-retry = Thử lại
puzzles-solution = Lời giải
puzzles-next = Tiếp theo
puzzles-open-game = Mở thành ván cờ
puzzles-list = Đã giải { $solved } trên { $total }
puzzle-goal-win = { $side } đi và thắng
puzzle-goal-material = { $side } đi và ăn thêm quân
puzzle-goal-save = { $side } đi và cứu ván cờ
puzzle-solved = Đã giải!
puzzle-wrong-thinking = Không phải nước này: đang tìm câu trả lời…
puzzle-wrong = Không phải nước này: sau { $played } là { $line }. Hãy thử lại, hoặc xem lời giải.
puzzle-try-again = Hãy thử lại
puzzle-solution-shown = Lời giải: xem từng nước bằng phím mũi tên trái và phải
puzzle-fault-no-position = nó bắt đầu từ thế cờ ban đầu (không có thẻ FEN)
puzzle-fault-no-goal = nó không có thẻ Goal, cũng không có kết quả cho biết bên đi đạt được gì
puzzle-fault-unknown-goal = mục tiêu "{ $goal }" không phải win, material hay save
puzzle-fault-no-solution = nó không có nước đi nào để giải
puzzle-fault-ends-with-reply = các nước đi kết thúc bằng nước đáp lại, không phải nước của người giải
puzzle-fault-illegal-move = nước { $ply } của lời giải không hợp lệ
puzzle-fault-bad-rating = độ khó "{ $rating }" không phải số nguyên
puzzle-refused-game = ván { $game }: { $reason }
puzzle-refused-more = và { $count } ván khác
puzzle-imported = Đã nhập { $puzzles } bài tập từ { $name }
puzzle-imported-refused = { $imported }; { $refused } ván không phải bài tập: { $reasons }
puzzle-imported-none = { $name } không có bài tập nào: { $reasons }
puzzle-not-imported = Chưa nhập được bài tập: { $error }
puzzle-from-game = Việc xem lại tìm thấy { $blunders } nước đi hỏng; { $puzzles } trở thành bài tập trong Bài tập › Từ các ván của bạn
puzzle-not-saved = Không lưu được bài tập: { $error }
