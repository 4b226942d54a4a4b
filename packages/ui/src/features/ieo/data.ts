import { type Api, useRemote } from '../../app/forms';

const loadProjects = (api: Api) => api.ieo.projects();

/** The projects in warm-up and in progress, and the recently finished ones, newest first. */
export const useIeoProjects = () => useRemote(loadProjects);

/** One project by its id, with what has been applied for so far and, once allocated, its allocation. */
export const useIeoProject = (projectId: number) => useRemote((api: Api) => api.ieo.project(projectId));
