//! Programs reached over DamExchange (see `damier_core::dxp`): the connection on threads of
//! its own ([`DxpLink`]), a program as a player of Damier's matches with Damier as the
//! initiator ([`DxpPlayer`]), and Damier as a follower serving games ([`serve`]).

mod follower;
mod link;
mod player;

pub use follower::{FollowerSettings, MOST_BAD_IN_A_ROW, serve};
pub use link::{DxpLink, LinkEvent, connect, default_address, listen, parse_address};
pub use player::DxpPlayer;

/// The name Damier gives itself in game requests and answers.
pub const DXP_NAME: &str = concat!("Damier ", env!("CARGO_PKG_VERSION"));
