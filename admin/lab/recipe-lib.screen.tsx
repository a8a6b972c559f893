import { useState } from 'react';
import { Button, Modal, Tabs } from 'antd';
import type { Row } from '../../src/ui/resource/resource-api';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { recipeLibResource } from './recipe-lib.resource';
import { recipeTemplateResource } from './recipe-template.resource';
import { RunningSigmaCard } from './running-sigma-card';

const recipeApproval = approvalRowActions(recipeLibResource.name);
const templateActions = recipeTemplateResource.flows?.length ? approvalRowActions(recipeTemplateResource.name) : undefined;

/**
 * The recipe library: the generic tables of the route (recipes, templates) with, per recipe, its
 * running σ from its own 28-day results (issue 11), what its next mix design would propose.
 */
export default function RecipeLibScreen() {
  const t = useResourceT();
  const [sigmaOf, setSigmaOf] = useState<Row | null>(null);
  return (
    <>
      <Tabs
        items={[
          {
            key: recipeLibResource.name,
            label: t(recipeLibResource.title),
            children: (
              <ResourceScreen
                def={recipeLibResource}
                rowActions={(row, api) => (
                  <>
                    {recipeApproval(row, api)}
                    <Button size="small" type="link" onClick={() => setSigmaOf(row)} data-testid="recipe-running-sigma">
                      {t('qualityLoop.showSigma')}
                    </Button>
                  </>
                )}
              />
            ),
          },
          {
            key: recipeTemplateResource.name,
            label: t(recipeTemplateResource.title),
            children: <ResourceScreen def={recipeTemplateResource} rowActions={templateActions} />,
          },
        ]}
      />
      <Modal open={sigmaOf !== null} onCancel={() => setSigmaOf(null)} footer={null} width={900} destroyOnHidden title={String(sigmaOf?.recipeCode ?? '')}>
        {sigmaOf && <RunningSigmaCard libId={Number(sigmaOf.libId)} use="design" />}
      </Modal>
    </>
  );
}
