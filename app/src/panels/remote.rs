//! The box of a program played over DamExchange: whether the window calls it or waits for
//! its call, at which address, a button to connect or hang up, and how the connection stands.

use egui::Ui;

use crate::commands::Command;
use crate::i18n::{Messages, t};
use crate::remote::Status;
use crate::view::View;

/// Shows the box; chosen commands go to `out`.
pub fn show(ui: &mut Ui, view: &View, out: &mut Vec<Command>) {
    let m = view.messages;
    let settings = &view.settings.remote;
    let idle = matches!(view.remote, Status::Off | Status::Failed(_));
    ui.group(|ui| {
        ui.strong(t!(m, "remote-heading"));
        ui.add_enabled_ui(idle, |ui| {
            ui.horizontal(|ui| {
                if ui.radio(!settings.listens, t!(m, "remote-connect")).clicked() {
                    out.push(Command::SetRemoteListens(false));
                }
                if ui.radio(settings.listens, t!(m, "remote-listen")).clicked() {
                    out.push(Command::SetRemoteListens(true));
                }
            });
            ui.horizontal(|ui| {
                let label = ui.label(t!(m, "remote-address"));
                let mut address = settings.address.clone();
                let edit = egui::TextEdit::singleline(&mut address).desired_width(150.0);
                if ui.add(edit).labelled_by(label.id).changed() {
                    out.push(Command::SetRemoteAddress(address));
                }
            });
        });
        ui.horizontal_wrapped(|ui| {
            let (label, command) = match (idle, settings.listens) {
                (false, _) => (t!(m, "remote-stop"), Command::DisconnectRemote),
                (true, false) => (t!(m, "remote-start-connect"), Command::ConnectRemote),
                (true, true) => (t!(m, "remote-start-listen"), Command::ConnectRemote),
            };
            if ui.button(label).clicked() {
                out.push(command);
            }
            ui.label(status(m, view.remote));
        });
    });
}

/// How the connection stands, in words.
fn status(m: &Messages, status: &Status) -> String {
    match status {
        Status::Off => t!(m, "remote-off"),
        Status::Connecting(address) => t!(m, "remote-connecting", address = address.as_str()),
        Status::Listening(address) => t!(m, "remote-listening", address = address.as_str()),
        Status::Connected { peer, name } => {
            let name = name.as_deref().unwrap_or(peer);
            t!(m, "remote-connected", name = name, address = peer.as_str())
        }
        Status::Failed(why) => t!(m, "remote-failed", reason = why.as_str()),
    }
}
