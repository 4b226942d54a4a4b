import type { Rolldown } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

/**
 * The modules `root` imports statically, directly or not, itself included: what is evaluated when
 * it is. Worked out once per build, on the first question.
 */
export const staticGraph = (root: string) => {
  let modules: ReadonlySet<string> | undefined;
  return (graph: ModuleGraph): ReadonlySet<string> => {
    if (modules !== undefined) return modules;
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(root);
    modules = found;
    return found;
  };
};
