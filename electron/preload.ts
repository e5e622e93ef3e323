import { contextBridge, ipcRenderer } from 'electron';
import { createKioskBridge } from './bridge.ts';

// Sandboxed preloads cannot load local files: this is bundled into one file (preload.cjs).
contextBridge.exposeInMainWorld(
  'kiosk',
  createKioskBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args)),
);
