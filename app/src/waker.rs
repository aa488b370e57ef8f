//! How worker threads wake the window when they have news. The window is made before its
//! first frame (a file named on the command line starts reading then), so a waker is handed
//! out first and learns the window's context at the first frame: news from before then is
//! shown at that frame, news after it wakes the window at once.

use std::sync::{Arc, OnceLock};

/// A handle to wake the window from any thread; clones share it.
#[derive(Clone, Debug, Default)]
pub struct Waker(Arc<OnceLock<egui::Context>>);

impl Waker {
    /// Lets the waker reach the window (the first frame calls it; later calls change nothing).
    pub fn attach(&self, ctx: &egui::Context) {
        let _ = self.0.set(ctx.clone());
    }

    /// Asks the window for a frame soon (nothing before the first frame, which comes anyway).
    pub fn wake(&self) {
        if let Some(ctx) = self.0.get() {
            ctx.request_repaint();
        }
    }

    /// Asks the window for a frame after `delay` at the latest.
    pub fn wake_after(&self, delay: std::time::Duration) {
        if let Some(ctx) = self.0.get() {
            ctx.request_repaint_after(delay);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_waker_handed_out_before_the_first_frame_wakes_the_window_after_it() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let waker = Waker::default();
        let worker = waker.clone();
        worker.wake(); // before the first frame: nothing to wake, no harm
        let ctx = egui::Context::default();
        let requests = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&requests);
        ctx.set_request_repaint_callback(move |_| {
            counted.fetch_add(1, Ordering::SeqCst);
        });
        waker.attach(&ctx);
        worker.wake();
        assert_eq!(requests.load(Ordering::SeqCst), 1, "the worker's copy reaches the window");
    }
}
