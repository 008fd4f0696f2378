; Included by electron-builder's NSIS installer (electron-builder.config.ts, nsis.include).
;
; electron-builder registers no URL scheme on Windows, so lucy:// links (e-mails, the web app's hand-back page)
; would reach the app only after its first launch, and stay registered after an uninstall. The installer
; registers the scheme instead, under the install's own registry root (SHELL_CONTEXT: the current user's, or
; the machine's for an install for all users), and the uninstaller removes it, except while an update
; replaces this version with the next one.
;
; The "--" ends Chromium's switches: whatever a link carries reaches the app as a plain argument, never as a
; command-line switch.

!macro customInstall
  DeleteRegKey SHELL_CONTEXT "Software\Classes\lucy"
  WriteRegStr SHELL_CONTEXT "Software\Classes\lucy" "" "URL:Lucy link"
  WriteRegStr SHELL_CONTEXT "Software\Classes\lucy" "URL Protocol" ""
  WriteRegStr SHELL_CONTEXT "Software\Classes\lucy\DefaultIcon" "" "$appExe,0"
  WriteRegStr SHELL_CONTEXT "Software\Classes\lucy\shell\open\command" "" '"$appExe" -- "%1"'
!macroend

!macro customUnInstall
  ${ifNot} ${isUpdated}
    DeleteRegKey SHELL_CONTEXT "Software\Classes\lucy"
  ${endIf}
!macroend
