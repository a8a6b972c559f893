import { nccMaster } from './ncc-master';

/** NCC materials (/basic/master-material). */
export const nccMaterialResource = nccMaster(
  'material',
  '/basic/master-material',
  [
    { name: 'spec', type: 'string', label: 'ncc.material.spec', max: 50 },
    { name: 'unit', type: 'string', label: 'ncc.material.unit', max: 16 },
    { name: 'category', type: 'string', label: 'ncc.material.category', max: 50 },
  ],
  ['spec', 'unit', 'category'],
);
