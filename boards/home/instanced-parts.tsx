import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import * as THREE from 'three';
import type { Part } from './plant-parts';

const Z = new THREE.Vector3(0, 0, 1);

/** Room for `n` instances, rounded up so small changes in count do not rebuild the mesh. */
const capacityFor = (n: number) => Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, n))));

/**
 * One instanced mesh for every part of a kind. Matrices and colours are written when `parts`
 * changes, then one frame is requested: the canvas renders on demand, never in a loop.
 */
export function InstancedParts({ parts, geometry, material }: { parts: readonly Part[]; geometry: THREE.BufferGeometry; material: THREE.Material }) {
  const capacity = capacityFor(parts.length);
  return <Instances key={capacity} capacity={capacity} parts={parts} geometry={geometry} material={material} />;
}

function Instances({
  parts,
  geometry,
  material,
  capacity,
}: {
  parts: readonly Part[];
  geometry: THREE.BufferGeometry;
  material: THREE.Material;
  capacity: number;
}) {
  const ref = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const m = new THREE.Matrix4();
    const q = new THREE.Quaternion();
    const e = new THREE.Euler();
    const pos = new THREE.Vector3();
    const scale = new THREE.Vector3();
    const dir = new THREE.Vector3();
    const colour = new THREE.Color();
    parts.forEach((p, i) => {
      if (p.dir) q.setFromUnitVectors(Z, dir.set(...p.dir).normalize());
      else q.setFromEuler(e.set(p.rx ?? 0, p.ry ?? 0, 0));
      mesh.setMatrixAt(i, m.compose(pos.set(p.x, p.y, p.z), q, scale.set(p.sx, p.sy, p.sz)));
      mesh.setColorAt(i, colour.set(p.colour ?? '#ffffff'));
    });
    mesh.count = parts.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    invalidate();
  }, [parts, invalidate]);
  return <instancedMesh ref={ref} args={[geometry, material, capacity]} frustumCulled={false} />;
}
