/**
 * Who the app is to the operating system. The installers' id (electron-builder's appId) is also Windows'
 * AppUserModelId: the NSIS shortcuts carry it, and the running app must set the same one, or Windows shows it
 * as another app (a second taskbar button, notifications under "Electron").
 */
export const APP_USER_MODEL_ID = 'com.lucy-receptionist.desktop';
