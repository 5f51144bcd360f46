import type { ComponentType } from 'react';

/** What each tool's screen receives: the instance chosen at the top of the page. */
export interface ToolProps {
  siteId: string;
}

/** One tool of the tools page: a file of its own (entries/ here, or another domain's folder), one line in registry.ts. */
export interface ToolEntry {
  id: string;
  label: string;
  Component: ComponentType<ToolProps>;
}
