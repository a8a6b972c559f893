import { Canvas, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import type { PlantLayout } from './plant-layout';
import { cameraFraming } from './camera-framing';
import { plantParts } from './plant-parts';
import { InstancedParts } from './instanced-parts';

/** Unit geometries and shared materials, made once for the page. */
const GEOMETRY = {
  box: new THREE.BoxGeometry(1, 1, 1),
  cylinder: new THREE.CylinderGeometry(1, 1, 1, 24),
  cone: new THREE.ConeGeometry(1, 1, 24),
};
const MATERIAL = {
  solid: new THREE.MeshStandardMaterial({ color: '#ffffff', metalness: 0.2, roughness: 0.6 }),
  steel: new THREE.MeshStandardMaterial({ color: '#9aa7b5', metalness: 0.6, roughness: 0.4 }),
  glass: new THREE.MeshStandardMaterial({ color: '#8fb3de', transparent: true, opacity: 0.22, depthWrite: false }),
  belt: new THREE.MeshStandardMaterial({ color: '#d48806', metalness: 0.3, roughness: 0.7 }),
};

/**
 * The procedural plant in @react-three/fiber. `frameloop="demand"`: nothing renders until the
 * data changes (each instanced mesh invalidates) or the size does. `offsetSize` measures the
 * canvas before the big-screen CSS scale, so the drawing buffer matches the 1920x1080 layout.
 */
export function PlantScene({ layout }: { layout: PlantLayout }) {
  const parts = useMemo(() => plantParts(layout), [layout]);
  return (
    <Canvas frameloop="demand" resize={{ offsetSize: true }} dpr={[1, 1.5]} camera={{ fov: 34, near: 1, far: 2000 }} gl={{ antialias: true }}>
      <color attach="background" args={['#000000']} />
      <CameraRig width={layout.width} depth={layout.depth} />
      <ambientLight intensity={0.55} />
      <hemisphereLight args={['#bcd3f5', '#0a1420', 0.6]} />
      <directionalLight position={[40, 60, 30]} intensity={1.6} />
      <mesh rotation-x={-Math.PI / 2} position-y={-0.01}>
        <planeGeometry args={[layout.width + 80, layout.depth + 60]} />
        <meshStandardMaterial color="#0b1724" />
      </mesh>
      <gridHelper args={[Math.max(layout.width, layout.depth) + 80, 40, '#1d4b7a', '#10263d']} />
      <InstancedParts parts={parts.towerLegs} geometry={GEOMETRY.box} material={MATERIAL.steel} />
      <InstancedParts parts={parts.towerBodies} geometry={GEOMETRY.box} material={MATERIAL.solid} />
      <InstancedParts parts={parts.towerRoofs} geometry={GEOMETRY.box} material={MATERIAL.solid} />
      <InstancedParts parts={parts.mixers} geometry={GEOMETRY.box} material={MATERIAL.solid} />
      <InstancedParts parts={parts.conveyors} geometry={GEOMETRY.box} material={MATERIAL.belt} />
      <InstancedParts parts={parts.siloFills} geometry={GEOMETRY.cylinder} material={MATERIAL.solid} />
      <InstancedParts parts={parts.siloCones} geometry={GEOMETRY.cone} material={MATERIAL.solid} />
      <InstancedParts parts={parts.siloShells} geometry={GEOMETRY.cylinder} material={MATERIAL.glass} />
      <InstancedParts parts={parts.truckChassis} geometry={GEOMETRY.box} material={MATERIAL.steel} />
      <InstancedParts parts={parts.truckCabs} geometry={GEOMETRY.box} material={MATERIAL.solid} />
      <InstancedParts parts={parts.truckDrums} geometry={GEOMETRY.cylinder} material={MATERIAL.solid} />
    </Canvas>
  );
}

/** Frames every station from the front and above, whatever the aspect of the canvas. */
function CameraRig({ width, depth }: { width: number; depth: number }) {
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera;
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const [distance, elevation] = cameraFraming(width, depth, camera.fov, aspect);
    camera.position.set(0, distance * Math.sin(elevation), distance * Math.cos(elevation));
    camera.lookAt(0, 4, 0);
    camera.updateProjectionMatrix();
    invalidate();
  }, [camera, width, depth, aspect, invalidate]);
  return null;
}
