//! [`Signature`]: the material of a table, how many men and kings each side has.

use std::fmt;
use std::str::FromStr;

use crate::cells::Cells;
use crate::side::Side;

/// How many men and kings each side has: the positions of one table share it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Signature {
    /// Men of each side, White's first.
    pub men: [u8; 2],
    /// Kings of each side, White's first.
    pub kings: [u8; 2],
}

impl Signature {
    /// The signature of White's and Black's pieces, given the set of all kings.
    pub fn of(pieces: [Cells; 2], kings: Cells) -> Signature {
        let count = |cells: Cells| cells.count_ones() as u8;
        Signature {
            men: [count(pieces[0] & !kings), count(pieces[1] & !kings)],
            kings: [count(pieces[0] & kings), count(pieces[1] & kings)],
        }
    }

    /// Men and kings of `side`.
    pub const fn side_pieces(self, side: Side) -> u8 {
        self.men[side.index()] + self.kings[side.index()]
    }

    /// Every piece on the board.
    pub const fn pieces(self) -> u8 {
        self.men[0] + self.men[1] + self.kings[0] + self.kings[1]
    }

    /// Men of both sides.
    pub const fn all_men(self) -> u8 {
        self.men[0] + self.men[1]
    }

    /// The same material with the colours swapped.
    pub const fn mirror(self) -> Signature {
        Signature { men: [self.men[1], self.men[0]], kings: [self.kings[1], self.kings[0]] }
    }

    /// Whether this is the one of the signature and its mirror that tables are kept for: the
    /// side with more pieces (then more kings) is White.
    pub fn is_canonical(self) -> bool {
        self.order_key() >= self.mirror().order_key()
    }

    /// The one of the signature and its mirror that tables are kept for.
    pub fn canonical(self) -> Signature {
        if self.is_canonical() { self } else { self.mirror() }
    }

    fn order_key(self) -> (u8, u8, u8, u8) {
        (self.side_pieces(Side::White), self.kings[0], self.side_pieces(Side::Black), self.kings[1])
    }

    /// Whether positions of this signature can arise from `bigger` by captures and promotions
    /// (and are not `bigger` itself): each side has no more men, and no more pieces.
    pub fn follows_from(self, bigger: Signature) -> bool {
        self != bigger
            && (0..2).all(|s| {
                self.men[s] <= bigger.men[s]
                    && self.men[s] + self.kings[s] <= bigger.men[s] + bigger.kings[s]
            })
    }

    /// Every canonical signature of `pieces` pieces with at least one piece a side, in the
    /// order they are built: fewer men first, since a promotion leads to one man fewer.
    pub fn all_with(pieces: u8) -> Vec<Signature> {
        let mut all = Vec::new();
        for white in 1..pieces {
            let black = pieces - white;
            for white_kings in 0..=white {
                for black_kings in 0..=black {
                    let signature = Signature {
                        men: [white - white_kings, black - black_kings],
                        kings: [white_kings, black_kings],
                    };
                    if signature.is_canonical() {
                        all.push(signature);
                    }
                }
            }
        }
        all.sort_by_key(|s| (s.all_men(), std::cmp::Reverse(*s)));
        all
    }

    /// Every canonical signature of 2 to `pieces` pieces, in the order they are built.
    pub fn all_up_to(pieces: u8) -> Vec<Signature> {
        (2..=pieces).flat_map(Signature::all_with).collect()
    }
}

/// Written as White's pieces against Black's, kings first: `K` a king, `m` a man, e.g.
/// `KK-K` or `Km-mm`; the file names and the command line use this form.
impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side =
            |s: usize| "K".repeat(self.kings[s] as usize) + &"m".repeat(self.men[s] as usize);
        write!(f, "{}-{}", side(0), side(1))
    }
}

/// A signature that is not written as `KKm-Km`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a material signature: write White's pieces, a dash, then Black's, \
     K for a king and m for a man (e.g. KK-K or Km-m), at least one piece a side"
)]
pub struct BadSignature(pub String);

impl FromStr for Signature {
    type Err = BadSignature;

    fn from_str(text: &str) -> Result<Signature, BadSignature> {
        let bad = || BadSignature(text.to_string());
        let (white, black) = text.trim().split_once('-').ok_or_else(bad)?;
        let mut signature = Signature::default();
        for (s, part) in [white, black].into_iter().enumerate() {
            if part.is_empty() {
                return Err(bad());
            }
            for letter in part.chars() {
                match letter {
                    'K' | 'k' => signature.kings[s] += 1,
                    'm' | 'M' => signature.men[s] += 1,
                    _ => return Err(bad()),
                }
                if signature.pieces() > 32 {
                    return Err(bad());
                }
            }
        }
        Ok(signature)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_are_written_and_read_back() {
        for signature in Signature::all_up_to(5) {
            let text = signature.to_string();
            assert_eq!(text.parse::<Signature>(), Ok(signature), "{text}");
        }
        assert_eq!("KK-K".parse::<Signature>().unwrap().kings, [2, 1]);
        assert!("KK".parse::<Signature>().is_err());
        assert!("-K".parse::<Signature>().is_err());
        assert!("Kx-K".parse::<Signature>().is_err());
    }

    #[test]
    fn each_material_has_one_canonical_signature() {
        for pieces in 2..=6 {
            let all = Signature::all_with(pieces);
            // Ordered pairs of (men, kings) per side with both sides present, up to colours.
            let mut every = 0;
            for white in 1..pieces {
                every += (white as usize + 1) * ((pieces - white) as usize + 1);
            }
            let mirrors = all.iter().filter(|s| s.mirror() == **s).count();
            assert_eq!(2 * all.len() - mirrors, every, "{pieces} pieces");
            assert!(all.iter().all(|s| s.canonical() == *s && s.mirror().canonical() == *s));
        }
    }

    #[test]
    fn signatures_come_after_those_they_lead_to() {
        let order = Signature::all_up_to(6);
        for (i, built) in order.iter().enumerate() {
            for after in &order[i + 1..] {
                for needed in [*after, after.mirror()] {
                    assert!(!needed.follows_from(*built), "{built} needs {after}, built later");
                }
            }
        }
    }
}
