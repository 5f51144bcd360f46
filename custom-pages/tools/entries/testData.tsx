// Test data (spec 001 §9): generate 10 tags, 25 authors and 50 contents per category; delete exactly them.
import Stack from '@mui/material/Stack';
import { SimpleTool } from '../SimpleTool';
import type { ToolEntry } from '../types';

export const testDataTool: ToolEntry = {
  id: 'testData',
  label: 'Données de test',
  Component: ({ siteId }) => (
    <Stack spacing={2}>
      <SimpleTool
        siteId={siteId}
        tool="createTestData"
        action="Générer les données de test"
        description="Crée 10 tags, 25 auteurs et 50 contenus par catégorie, marqués comme données de test (identifiants « donnee-test-… »)."
      />
      <SimpleTool
        siteId={siteId}
        tool="deleteTestData"
        action="Supprimer les données de test"
        description="Archive les données de test, et elles seules."
        confirm="Supprimer les données de test de ce site ?"
      />
    </Stack>
  ),
};
