// The tools of the tools page (spec 000 §2 Super-admin tools), in the spec's order. A tool is a file exporting a
// ToolEntry ({id, label, Component}); another domain plugs its tool in with one line here (verify payments and gift
// codes from custom-pages/commerce, export subscriptions from custom-pages/exports). After the spec's tools: the restore
// of a period's archived records (spec 001 §7 temp_restore_ovh), then the copy of the files into an object store (issue 21).
import { checkDbTool } from './entries/checkDb';
import { clearSiteTool } from './entries/clearSite';
import { compareSchemasTool } from './entries/compareSchemas';
import { copyCollectionTool } from './entries/copyCollection';
import { copyFilesToStoreTool } from './entries/copyFiles';
import { dedupTagsTool, dumpSchemaTool, rebuildLikesTool, rebuildPurchaseCountTool } from './entries/maintenance';
import { exportSubscriptionsTool, generateGiftsTool, verifyPaymentsTool } from './entries/otherDomains';
import { restoreWindowTool } from './entries/restoreWindow';
import { siteInitTool } from './entries/siteInit';
import { testDataTool } from './entries/testData';
import type { ToolEntry } from './types';

export const TOOL_ENTRIES: readonly ToolEntry[] = [
  siteInitTool,
  testDataTool,
  clearSiteTool,
  dumpSchemaTool,
  checkDbTool,
  dedupTagsTool,
  verifyPaymentsTool,
  rebuildLikesTool,
  rebuildPurchaseCountTool,
  exportSubscriptionsTool,
  generateGiftsTool,
  copyCollectionTool,
  compareSchemasTool,
  restoreWindowTool,
  copyFilesToStoreTool,
];
