//! Build script. On Windows it embeds the icon (`icons/damier.ico`), a version resource
//! (product name, description, version from `Cargo.toml`) and the application manifest
//! (`packaging/windows/damier.exe.manifest`: per-monitor DPI awareness, Windows 10 and 11,
//! no elevation) into `damier.exe`, so Explorer, the taskbar and the file's properties show
//! them. On other systems it does nothing.

use std::env;
use std::io;
use std::path::Path;

fn main() -> io::Result<()> {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=../icons/damier.ico");
    println!("cargo::rerun-if-changed=../packaging/windows/damier.exe.manifest");
    if env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return Ok(());
    }
    let manifest_dir = env::var("CARGO_MANIFEST_DIR").map_err(io::Error::other)?;
    let icon = Path::new(&manifest_dir).join("../icons/damier.ico");
    let icon = icon.to_str().ok_or_else(|| io::Error::other("the icon path is not UTF-8"))?;
    let windows_manifest =
        Path::new(&manifest_dir).join("../packaging/windows/damier.exe.manifest");
    let windows_manifest = windows_manifest
        .to_str()
        .ok_or_else(|| io::Error::other("the manifest path is not UTF-8"))?;
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon(icon)
        .set_manifest_file(windows_manifest)
        .set("ProductName", "Damier")
        .set("FileDescription", "Damier")
        .set("Comments", env!("CARGO_PKG_DESCRIPTION"))
        .set("CompanyName", "The Damier developers")
        .set("LegalCopyright", "The Damier developers; MIT OR Apache-2.0")
        .set("InternalName", "damier")
        .set("OriginalFilename", "damier.exe");
    // Needs the resource compiler: rc.exe from the Windows SDK for MSVC targets, windres from
    // MinGW for GNU targets. An error here fails the build with the compiler's message. The
    // resource is linked into the `damier` binary only, not into test executables.
    resource.compile_for("damier")
}
