//! External engines: another program that speaks the Hub protocol, started and talked to on
//! threads of its own ([`HubClient`]), and playing games as a [`damier_core::arena::Player`]
//! ([`HubPlayer`]); and programs reached over DamExchange ([`dxp`]).

mod client;
pub mod dxp;
mod player;

pub use client::{HubClient, HubError, HubEvent};
pub use player::HubPlayer;
