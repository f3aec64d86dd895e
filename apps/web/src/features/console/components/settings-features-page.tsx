import { type ConsoleSettings, isModuleBuilt, type ModId, type ModuleDefinition, moduleTree } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SettingsCard, SettingsPage, Switch, useSectionSave } from './settings-parts';

/** A module and every module below it. */
function subtree(node: ModuleDefinition): string[] {
  return [node.modId, ...(node.children ?? []).flatMap(subtree)];
}

/**
 * The whitelabel modules (spec §6) as a tree of switches. Switching a module off switches its subtree off (players
 * lose all of it); switching it on again switches the subtree on. Saved together; players see it on their next page.
 * A module whose feature is not built yet (`unbuiltModules`) is off and locked, whatever the brand saved.
 */
export function SettingsFeaturesPage() {
  const { t } = useTranslation();
  return (
    <SettingsPage id="console-settings-features" title={t('consoleSettings.features.title')}>
      {(settings) => <FeaturesForm settings={settings} />}
    </SettingsPage>
  );
}

function FeaturesForm({ settings }: { settings: ConsoleSettings }) {
  const { t } = useTranslation();
  const [disabled, setDisabled] = useState(() => new Set(settings.disabledModules));
  const { save, saving, failure } = useSectionSave('disabledModules');
  const changed =
    disabled.size !== settings.disabledModules.length || settings.disabledModules.some((m) => !disabled.has(m));

  const toggle = (node: ModuleDefinition, on: boolean) =>
    setDisabled((current) => {
      const next = new Set(current);
      for (const id of subtree(node)) {
        if (on) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  const renderNodes = (nodes: readonly ModuleDefinition[], parentOn: boolean, depth: number) => (
    <ul className={depth === 0 ? 'settings-tree' : 'settings-tree__children'}>
      {nodes.map((node) => {
        const built = isModuleBuilt(node.modId);
        const own = built && !disabled.has(node.modId);
        const on = parentOn && own;
        return (
          <li key={node.modId} className="settings-tree__node" data-testid="settings-module" data-module={node.modId}>
            <Switch
              label={t(`consoleSettings.modules.${node.modId as ModId}`)}
              hint={built ? node.modId : t('consoleSettings.features.unbuilt', { modId: node.modId })}
              checked={on}
              disabled={!parentOn || !built}
              onChange={(value) => toggle(node, value)}
            />
            {node.children ? renderNodes(node.children, on, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <SettingsCard
      title={t('consoleSettings.features.modules')}
      hint={t('consoleSettings.features.hint')}
      testId="settings-features"
      saving={saving}
      failure={failure}
      onSave={() =>
        void save([...disabled].sort() as ModId[], t('consoleSettings.features.saved', { count: disabled.size }))
      }
      aside={
        changed ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => setDisabled(new Set(settings.disabledModules))}
          >
            {t('consoleSettings.undo')}
          </Button>
        ) : null
      }
    >
      {renderNodes(moduleTree, true, 0)}
    </SettingsCard>
  );
}
