//! [`DxpLink`]: a DamExchange connection served by two threads of its own, so that no caller
//! ever waits on the network: one reads messages and hands each to the caller's sink, the
//! other writes the messages queued with [`DxpLink::send`].

use std::io;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::mpsc::{self, SyncSender, TrySendError};
use std::thread;
use std::time::Duration;

use damier_core::dxp::{DEFAULT_PORT, Message, MessageReader, Received, write_message};

/// How many messages may wait to be written before the peer is taken for stuck.
const OUTBOX: usize = 64;
/// How long a connection may take to be made.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// What the reading thread hands over.
#[derive(Debug, PartialEq)]
pub enum LinkEvent {
    /// A message came (or one that cannot be read).
    Received(Received),
    /// The connection ended, for this reason; nothing follows.
    Closed(String),
}

/// What the writing thread is given.
enum Outgoing {
    Message(Message),
    /// Closes the connection once the messages before are written.
    Close,
}

/// A live DamExchange connection. Dropping it closes the connection.
pub struct DxpLink {
    outbox: SyncSender<Outgoing>,
    stream: TcpStream,
    peer: SocketAddr,
}

impl DxpLink {
    /// Serves `stream`: every message read, then the end of the connection, goes to `sink`
    /// (which returns false when nobody listens any more: reading then stops).
    pub fn start(
        stream: TcpStream,
        mut sink: impl FnMut(LinkEvent) -> bool + Send + 'static,
    ) -> io::Result<DxpLink> {
        let peer = stream.peer_addr()?;
        stream.set_nodelay(true)?;
        let reading = stream.try_clone()?;
        let mut writing = stream.try_clone()?;
        let (outbox, queue) = mpsc::sync_channel(OUTBOX);
        thread::Builder::new().name("damier-dxp-read".into()).spawn(move || {
            let mut reader = MessageReader::new(reading);
            loop {
                let event = match reader.read() {
                    Ok(Some(received)) => LinkEvent::Received(received),
                    Ok(None) => LinkEvent::Closed("the other side closed the connection".into()),
                    Err(e) => LinkEvent::Closed(format!("the connection failed: {e}")),
                };
                let closed = matches!(event, LinkEvent::Closed(_));
                // What is queued is still written: the writing thread closes the connection.
                if !sink(event) || closed {
                    return;
                }
            }
        })?;
        thread::Builder::new().name("damier-dxp-write".into()).spawn(move || {
            for outgoing in queue {
                let written = match outgoing {
                    Outgoing::Message(message) => write_message(&mut writing, &message),
                    Outgoing::Close => Err(io::ErrorKind::ConnectionAborted.into()),
                };
                if written.is_err() {
                    break;
                }
            }
            // The reading thread then sees the end and reports it.
            let _ = writing.shutdown(Shutdown::Both);
        })?;
        Ok(DxpLink { outbox, stream, peer })
    }

    /// The other side's address.
    pub fn peer(&self) -> SocketAddr {
        self.peer
    }

    /// Queues `message` to be sent. A peer that leaves too many messages unread is taken for
    /// stuck: the connection is closed, and the reading thread reports it.
    pub fn send(&self, message: Message) {
        match self.outbox.try_send(Outgoing::Message(message)) {
            Ok(()) | Err(TrySendError::Disconnected(_)) => {}
            Err(TrySendError::Full(_)) => {
                let _ = self.stream.shutdown(Shutdown::Both);
            }
        }
    }

    /// Closes the connection once the messages queued are written.
    pub fn close(&self) {
        if self.outbox.try_send(Outgoing::Close).is_err() {
            let _ = self.stream.shutdown(Shutdown::Both);
        }
    }
}

impl Drop for DxpLink {
    fn drop(&mut self) {
        self.close();
        // Reading stops at once; the messages queued are still written.
        let _ = self.stream.shutdown(Shutdown::Read);
    }
}

/// Reads an address written `PORT` (on this computer: 127.0.0.1), `HOST:PORT` or
/// `[IPv6]:PORT`.
pub fn parse_address(text: &str) -> Result<(String, u16), String> {
    let text = text.trim();
    let bad = || format!("'{text}' is not an address (PORT, HOST:PORT or [IPv6]:PORT)");
    if let Ok(port) = text.parse::<u16>() {
        return Ok(("127.0.0.1".into(), port));
    }
    let (host, port) = text.rsplit_once(':').ok_or_else(bad)?;
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let port = port.parse::<u16>().map_err(|_| bad())?;
    if host.is_empty() {
        return Err(bad());
    }
    Ok((host.to_string(), port))
}

/// The address of the default DamExchange port on this computer.
pub fn default_address() -> String {
    format!("127.0.0.1:{DEFAULT_PORT}")
}

/// Connects to `address` (as [`parse_address`] reads it).
pub fn connect(address: &str) -> Result<TcpStream, String> {
    let (host, port) = parse_address(address)?;
    let targets: Vec<SocketAddr> =
        (host.as_str(), port).to_socket_addrs().map_err(|e| format!("{address}: {e}"))?.collect();
    let mut last = format!("{address}: no address found");
    for target in targets {
        match TcpStream::connect_timeout(&target, CONNECT_TIMEOUT) {
            Ok(stream) => return Ok(stream),
            Err(e) => last = format!("cannot connect to {target}: {e}"),
        }
    }
    Err(last)
}

/// Listens on `address` (as [`parse_address`] reads it: a bare port listens on this
/// computer only).
pub fn listen(address: &str) -> Result<TcpListener, String> {
    let (host, port) = parse_address(address)?;
    TcpListener::bind((host.as_str(), port)).map_err(|e| format!("cannot listen on {address}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::RecvTimeoutError;

    #[test]
    fn addresses_default_to_this_computer() {
        assert_eq!(parse_address("27531"), Ok(("127.0.0.1".into(), 27531)));
        assert_eq!(parse_address("0.0.0.0:4000"), Ok(("0.0.0.0".into(), 4000)));
        assert_eq!(parse_address("[::1]:4000"), Ok(("::1".into(), 4000)));
        assert_eq!(parse_address("localhost:27531"), Ok(("localhost".into(), 27531)));
        for bad in ["", "host", "host:", ":80", "host:99999", "27531x"] {
            assert!(parse_address(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn messages_go_both_ways_and_the_end_is_reported() {
        let listener = listen("0").unwrap();
        let address = listener.local_addr().unwrap().to_string();
        let (events, heard) = mpsc::sync_channel(8);
        let client =
            DxpLink::start(connect(&address).unwrap(), move |e| events.send(e).is_ok()).unwrap();
        let (served, _) = listener.accept().unwrap();
        let (events, server_heard) = mpsc::sync_channel(8);
        let server = DxpLink::start(served, move |e| events.send(e).is_ok()).unwrap();
        client.send(Message::Chat("hello".into()));
        let wait = Duration::from_secs(10);
        let got = server_heard.recv_timeout(wait).unwrap();
        assert_eq!(got, LinkEvent::Received(Ok(Message::Chat("hello".into()))));
        server.send(Message::Chat("bye".into()));
        server.close();
        let got = heard.recv_timeout(wait).unwrap();
        assert_eq!(got, LinkEvent::Received(Ok(Message::Chat("bye".into()))));
        assert!(matches!(heard.recv_timeout(wait), Ok(LinkEvent::Closed(_))));
        assert_eq!(heard.recv_timeout(wait), Err(RecvTimeoutError::Disconnected));
    }
}
