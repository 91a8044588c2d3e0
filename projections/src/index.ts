export { createProjections, type Projections, type ProjectionsDeps } from './runner';
export { rebuildReadModels, type RebuildProgress, type RebuildResult } from './rebuild';
export { projectEvent, type ProjectOutcome } from './project-event';
