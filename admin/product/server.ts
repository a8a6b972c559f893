import { defineServerArea } from '../../server/resources/server-part';
import { productArea } from './index';
import { otherFeeTypeServer } from './other-fee-type.server';
import { pactAreaServer } from './pact-area.server';
import { pourTypeServer } from './pour-type.server';
import { slumpServer } from './slump.server';
import { unitServer } from './unit.server';

export const productServer = defineServerArea(productArea, [unitServer, slumpServer, pourTypeServer, otherFeeTypeServer, pactAreaServer]);
