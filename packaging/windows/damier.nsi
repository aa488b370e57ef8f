; Damier's Windows installer, for NSIS 3 (makensis). Built by build-installer.sh beside this
; file, which defines VERSION (0.1.0), VERSION_QUAD (0.1.0.0), EXE (the damier.exe to ship)
; and OUTFILE (damier-VERSION-setup.exe).
;
; It installs for the current user only, without administrator rights: damier.exe and the
; uninstaller in %LOCALAPPDATA%\Programs\Damier, a Start menu entry, the .pdn file type
; (opened by Damier, shown with its icon) and the entry in Settings > Apps, all under
; HKEY_CURRENT_USER. `/S` installs silently; `/D=FOLDER` (last on the command line) picks
; the folder. The uninstaller removes all of it and leaves the player's games, settings and
; saved state.

; A 64-bit installer, like the program it installs (Unicode).
Target amd64-unicode

!ifndef VERSION | VERSION_QUAD | EXE | OUTFILE
    !error "define VERSION, VERSION_QUAD, EXE and OUTFILE (build-installer.sh does)"
!endif

!define APP "Damier"
!define PROGID "Damier.pdn"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Damier"
!define PUBLISHER "The Damier developers"

!include MUI2.nsh
!include FileFunc.nsh
!include LogicLib.nsh

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel user
ManifestDPIAware true
SetCompressor /SOLID lzma
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION_QUAD}"
VIFileVersion "${VERSION_QUAD}"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} ${VERSION} Setup"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "${PUBLISHER}; MIT OR Apache-2.0"

!define MUI_ICON "..\..\icons\damier.ico"
!define MUI_UNICON "..\..\icons\damier.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\damier.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The languages of Damier's window; the installer speaks the one Windows is set to, else
; English (the first).
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Czech"
!insertmacro MUI_LANGUAGE "Dutch"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Italian"
!insertmacro MUI_LANGUAGE "Thai"
!insertmacro MUI_LANGUAGE "Vietnamese"

; The name Explorer gives .pdn files.
LangString PdnType ${LANG_ENGLISH} "PDN game"
LangString PdnType ${LANG_CZECH} "Partie PDN"
LangString PdnType ${LANG_DUTCH} "PDN-partij"
LangString PdnType ${LANG_FRENCH} "Partie PDN"
LangString PdnType ${LANG_ITALIAN} "Partita PDN"
LangString PdnType ${LANG_THAI} "เกม PDN"
LangString PdnType ${LANG_VIETNAMESE} "Ván cờ PDN"

; Tells Explorer that file types changed, so the .pdn icon shows at once.
!macro AssociationsChanged
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)' ; SHCNE_ASSOCCHANGED
!macroend

Section "Damier"
    SetShellVarContext current
    SetOutPath "$INSTDIR"
    File "/oname=damier.exe" "${EXE}"
    File "/oname=README.md" "..\..\README.md"
    WriteUninstaller "$INSTDIR\uninstall.exe"

    CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\damier.exe" "" "$INSTDIR\damier.exe" 0

    ; .pdn files: Damier's ProgID, its icon and its open command; Damier is also listed in
    ; the file type's "Open with" choices.
    WriteRegStr HKCU "Software\Classes\.pdn" "" "${PROGID}"
    WriteRegStr HKCU "Software\Classes\.pdn" "Content Type" "application/x-pdn"
    WriteRegStr HKCU "Software\Classes\.pdn" "PerceivedType" "text"
    WriteRegStr HKCU "Software\Classes\.pdn\OpenWithProgids" "${PROGID}" ""
    WriteRegStr HKCU "Software\Classes\${PROGID}" "" "$(PdnType)"
    WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" '"$INSTDIR\damier.exe",0'
    WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\damier.exe" "%1"'
    WriteRegStr HKCU "Software\Classes\Applications\damier.exe" "FriendlyAppName" "${APP}"
    WriteRegStr HKCU "Software\Classes\Applications\damier.exe\SupportedTypes" ".pdn" ""
    WriteRegStr HKCU "Software\Classes\Applications\damier.exe\shell\open\command" "" '"$INSTDIR\damier.exe" "%1"'

    ; Settings > Apps (and Programs and Features).
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" '"$INSTDIR\damier.exe",0'
    WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
    ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
    WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0

    !insertmacro AssociationsChanged
SectionEnd

Section "Uninstall"
    SetShellVarContext current
    Delete "$INSTDIR\damier.exe"
    Delete "$INSTDIR\README.md"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"
    Delete "$SMPROGRAMS\${APP}.lnk"

    ; .pdn keeps whatever another program set; only Damier's own entries go.
    ReadRegStr $0 HKCU "Software\Classes\.pdn" ""
    ${If} $0 == "${PROGID}"
        DeleteRegValue HKCU "Software\Classes\.pdn" ""
        DeleteRegValue HKCU "Software\Classes\.pdn" "Content Type"
        DeleteRegValue HKCU "Software\Classes\.pdn" "PerceivedType"
    ${EndIf}
    DeleteRegValue HKCU "Software\Classes\.pdn\OpenWithProgids" "${PROGID}"
    DeleteRegKey /ifempty HKCU "Software\Classes\.pdn\OpenWithProgids"
    DeleteRegKey /ifempty HKCU "Software\Classes\.pdn"
    DeleteRegKey HKCU "Software\Classes\${PROGID}"
    DeleteRegKey HKCU "Software\Classes\Applications\damier.exe"
    DeleteRegKey HKCU "${UNINSTALL_KEY}"

    !insertmacro AssociationsChanged
SectionEnd
