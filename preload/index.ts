import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge.ts';

contextBridge.exposeInMainWorld(
  'lucy',
  createBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args)),
);
