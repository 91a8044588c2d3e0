export { createReadApi, type ReadApi, type ReadApiDeps } from './create-read-api';
export { canReceive, type Viewer } from './audience';
