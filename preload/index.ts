import { contextBridge, ipcRenderer } from 'electron';
import { channels, type LucyBridge } from './api.ts';

const bridge: LucyBridge = {
  app: { info: () => ipcRenderer.invoke(channels.appInfo) },
  tokens: {
    get: () => ipcRenderer.invoke(channels.tokensGet),
    set: (tokens) => ipcRenderer.invoke(channels.tokensSet, tokens),
    clear: () => ipcRenderer.invoke(channels.tokensClear),
  },
  openExternal: (url) => ipcRenderer.invoke(channels.openExternal, url),
};

contextBridge.exposeInMainWorld('lucy', bridge);
