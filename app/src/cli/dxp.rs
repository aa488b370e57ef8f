//! `damier dxp`: Damier over DamExchange, as a follower waiting for games (`--listen`) or as
//! the initiator of a match against another program (`--connect`, the same as
//! `damier match --dxp`).

use std::io::Write;

use damier::external::dxp::{self, FollowerSettings};

use super::HASH_MB;
use super::versus::{self, DxpClock, MatchOptions};

/// Arguments of `damier dxp`.
#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("role").required(true).args(["listen", "connect"])))]
pub struct DxpArgs {
    /// Wait for games as a follower on [ADDRESS:]PORT: on this computer only (127.0.0.1)
    /// unless an address is given; 0 picks a free port.
    #[arg(long, value_name = "[ADDRESS:]PORT")]
    listen: Option<String>,
    /// With --listen: serve one connection, then exit.
    #[arg(long, requires = "listen")]
    once: bool,
    /// Play a match as the initiator against the program waiting at HOST:PORT.
    #[arg(long, value_name = "HOST:PORT")]
    connect: Option<String>,
    /// How many threads Damier searches on.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// With --listen: Damier's time per move in a game asked for without a clock, in ms.
    #[arg(long, default_value_t = 1000)]
    movetime: u64,
    #[command(flatten)]
    clock: DxpClock,
    #[command(flatten)]
    options: MatchOptions,
}

/// Serves games or plays the match.
pub fn run(args: &DxpArgs) -> Result<(), String> {
    if let Some(address) = &args.connect {
        return versus::play_dxp(address, &args.clock, &args.options);
    }
    let address = args.listen.as_deref().unwrap_or_default();
    let listener = dxp::listen(address)?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    let settings = FollowerSettings {
        level: args.options.level(),
        threads: usize::from(args.threads),
        hash_mb: HASH_MB,
        movetime: args.movetime,
    };
    let mut log = |line: String| {
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}").and_then(|()| out.flush());
    };
    log(format!("listening on {local}"));
    dxp::serve(listener, &settings, args.once, &mut log).map_err(|e| e.to_string())
}
