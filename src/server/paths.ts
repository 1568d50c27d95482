// URL paths of the service.
export const BASE = '/erklaerung';
export const API = `${BASE}/api`;
export const UI = `${BASE}/ui`;
export const MODEL_PATH = `${BASE}/models`;
