import { Canvas, type ThreeEvent, useThree } from '@react-three/fiber';
import type { Point, RaytracerRoom } from '@roomtone/raytracer';
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { reflectionPaths } from '../model/reflection-paths.ts';

type RoomView3dProps = {
  room: RaytracerRoom;
  source: Point;
  receiver: Point;
  receiverRadiusM: number;
  metresPerUnit: number;
  unit: string;
  band: number;
  order: number;
  target: 'source' | 'receiver';
  onPlace: (target: 'source' | 'receiver', point: Point) => void;
};

type ViewHandle = { camera: THREE.Camera; controls: OrbitControls; invalidate: () => void };

const ORDER_COLORS = ['#212529', '#e8590c', '#7048e8', '#0ca678'];
const LOW = new THREE.Color('#dbe4ff');
const MID = new THREE.Color('#ffa94d');
const HIGH = new THREE.Color('#d9480f');

/** Colour of an absorption coefficient: pale blue (reflective) through orange to deep orange (absorptive). */
function absorptionColor(alpha: number): THREE.Color {
  const clamped = Math.min(Math.max(alpha, 0), 1);
  return clamped < 0.5 ? LOW.clone().lerp(MID, clamped * 2) : MID.clone().lerp(HIGH, (clamped - 0.5) * 2);
}

/** Room coordinates (x length, y width, z up) to the scene's (y up), centred on the room. */
function toScene(room: RaytracerRoom, point: Point): THREE.Vector3 {
  return new THREE.Vector3(point.x - room.lengthM / 2, point.z - room.heightM / 2, room.widthM / 2 - point.y);
}

function label(text: string, height: number): THREE.Sprite {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 96;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = 'rgba(255, 255, 255, 0.85)';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#212529';
    context.font = '44px system-ui, sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(text, canvas.width / 2, canvas.height / 2);
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  const material = new THREE.SpriteMaterial({ map: texture, depthTest: false, toneMapped: false });
  const sprite = new THREE.Sprite(material);
  sprite.scale.set((height * canvas.width) / canvas.height, height, 1);
  sprite.renderOrder = 10;
  return sprite;
}

function disposeGroup(group: THREE.Group): void {
  group.traverse((object) => {
    if (object instanceof THREE.Mesh || object instanceof THREE.Line || object instanceof THREE.Sprite) {
      object.geometry.dispose();
      const materials = Array.isArray(object.material) ? object.material : [object.material];
      for (const material of materials) {
        if ('map' in material && material.map instanceof THREE.Texture) material.map.dispose();
        material.dispose();
      }
    }
  });
}

/** Axes from the room's origin corner, labelled with each dimension. */
function useAxes(room: RaytracerRoom, metresPerUnit: number, unit: string): THREE.Group {
  const group = useMemo(() => {
    const built = new THREE.Group();
    const diagonal = Math.hypot(room.lengthM, room.widthM, room.heightM);
    const labelHeight = Math.max(0.25, diagonal * 0.05);
    const origin = toScene(room, { x: 0, y: 0, z: 0 });
    const dimension = (metres: number) => `${(metres / metresPerUnit).toFixed(2)} ${unit}`;
    const axes = [
      {
        direction: new THREE.Vector3(1, 0, 0),
        length: room.lengthM,
        color: '#c92a2a',
        text: `x, length ${dimension(room.lengthM)}`,
      },
      {
        direction: new THREE.Vector3(0, 0, -1),
        length: room.widthM,
        color: '#2b8a3e',
        text: `y, width ${dimension(room.widthM)}`,
      },
      {
        direction: new THREE.Vector3(0, 1, 0),
        length: room.heightM,
        color: '#1864ab',
        text: `z, height ${dimension(room.heightM)}`,
      },
    ];
    for (const axis of axes) {
      const extent = axis.length + labelHeight;
      built.add(
        new THREE.ArrowHelper(
          axis.direction,
          origin,
          extent,
          axis.color,
          labelHeight * 0.6,
          labelHeight * 0.3,
        ),
      );
      const text = label(axis.text, labelHeight);
      text.position.copy(
        origin.clone().add(axis.direction.clone().multiplyScalar(extent + labelHeight * 1.2)),
      );
      built.add(text);
    }
    return built;
  }, [room, metresPerUnit, unit]);
  useEffect(() => () => disposeGroup(group), [group]);
  return group;
}

function usePaths(room: RaytracerRoom, source: Point, receiver: Point, order: number): THREE.Group {
  const group = useMemo(() => {
    const built = new THREE.Group();
    for (const path of reflectionPaths(room, source, receiver, order)) {
      const geometry = new THREE.BufferGeometry().setFromPoints(
        path.points.map((point) => toScene(room, point)),
      );
      const material = new THREE.LineBasicMaterial({ color: ORDER_COLORS[path.order] ?? '#0ca678' });
      built.add(new THREE.Line(geometry, material));
    }
    return built;
  }, [room, source, receiver, order]);
  useEffect(() => () => disposeGroup(group), [group]);
  return group;
}

/** Orbits the camera around the room's centre by a key: arrows turn, + and − zoom. */
function orbitByKey(handle: ViewHandle, key: string): boolean {
  const offset = handle.camera.position.clone().sub(handle.controls.target);
  const spherical = new THREE.Spherical().setFromVector3(offset);
  const turn = 0.12;
  if (key === 'ArrowLeft') spherical.theta -= turn;
  else if (key === 'ArrowRight') spherical.theta += turn;
  else if (key === 'ArrowUp') spherical.phi = Math.max(0.1, spherical.phi - turn);
  else if (key === 'ArrowDown') spherical.phi = Math.min(Math.PI - 0.1, spherical.phi + turn);
  else if (key === '+' || key === '=') spherical.radius *= 0.9;
  else if (key === '-' || key === '_') spherical.radius *= 1.1;
  else return false;
  handle.camera.position.copy(
    handle.controls.target.clone().add(new THREE.Vector3().setFromSpherical(spherical)),
  );
  handle.camera.lookAt(handle.controls.target);
  handle.controls.update();
  handle.invalidate();
  return true;
}

/**
 * Orbit, zoom and pan by mouse and touch (three.js OrbitControls), and by keyboard on the focused
 * canvas, which takes part in the tab order.
 */
function Controls({ diagonal }: { diagonal: number }) {
  const { camera, gl, invalidate } = useThree();
  useEffect(() => {
    // A narrow view (a phone) needs the camera further back to show the whole room; placed once,
    // when the view opens, so later size changes keep the user's camera.
    const aspect = gl.domElement.clientWidth / Math.max(gl.domElement.clientHeight, 1);
    camera.position.set(-0.62, 0.62, 0.86).multiplyScalar(diagonal * Math.max(1, 1.5 / aspect));
    camera.lookAt(0, 0, 0);
    const controls = new OrbitControls(camera, gl.domElement);
    controls.addEventListener('change', () => invalidate());
    controls.update();
    const canvas = gl.domElement;
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-label', '3D view of the room. Arrow keys orbit, plus and minus zoom.');
    const handleKeyDown = (event: KeyboardEvent) => {
      if (orbitByKey({ camera, controls, invalidate }, event.key)) event.preventDefault();
    };
    canvas.addEventListener('keydown', handleKeyDown);
    return () => {
      canvas.removeEventListener('keydown', handleKeyDown);
      controls.dispose();
    };
  }, [camera, gl, invalidate, diagonal]);
  return null;
}

function Surfaces({
  room,
  band,
  onFloorClick,
}: {
  room: RaytracerRoom;
  band: number;
  onFloorClick: (event: ThreeEvent<MouseEvent>) => void;
}) {
  const { lengthM: length, widthM: width, heightM: height } = room;
  const alpha = (group: 'lr' | 'fr' | 'fc') => room.absorptionByAxis[group][band] ?? 0;
  const faces = [
    {
      key: 'ceiling',
      size: [length, width],
      position: [0, height / 2, 0],
      rotation: [-Math.PI / 2, 0, 0],
      alpha: alpha('fc'),
      opacity: 0.25,
    },
    {
      key: 'near sidewall',
      size: [length, height],
      position: [0, 0, width / 2],
      rotation: [0, 0, 0],
      alpha: alpha('lr'),
      opacity: 0.2,
    },
    {
      key: 'far sidewall',
      size: [length, height],
      position: [0, 0, -width / 2],
      rotation: [0, 0, 0],
      alpha: alpha('lr'),
      opacity: 0.45,
    },
    {
      key: 'front wall',
      size: [width, height],
      position: [-length / 2, 0, 0],
      rotation: [0, Math.PI / 2, 0],
      alpha: alpha('fr'),
      opacity: 0.45,
    },
    {
      key: 'rear wall',
      size: [width, height],
      position: [length / 2, 0, 0],
      rotation: [0, Math.PI / 2, 0],
      alpha: alpha('fr'),
      opacity: 0.2,
    },
  ] as const;
  return (
    <group>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a three.js mesh, not a DOM element */}
      <mesh position={[0, -height / 2, 0]} rotation={[-Math.PI / 2, 0, 0]} onClick={onFloorClick}>
        <planeGeometry args={[length, width]} />
        <meshBasicMaterial
          color={absorptionColor(alpha('fc'))}
          side={THREE.DoubleSide}
          transparent
          opacity={0.8}
        />
      </mesh>
      {faces.map((face) => (
        <mesh key={face.key} position={[...face.position]} rotation={[...face.rotation]}>
          <planeGeometry args={[...face.size]} />
          <meshBasicMaterial
            color={absorptionColor(face.alpha)}
            side={THREE.DoubleSide}
            transparent
            opacity={face.opacity}
            depthWrite={false}
          />
        </mesh>
      ))}
      <lineSegments>
        <edgesGeometry args={[new THREE.BoxGeometry(length, height, width)]} />
        <lineBasicMaterial color="#495057" />
      </lineSegments>
    </group>
  );
}

/** The three.js scene of the room (lazy-loaded by `RoomView`). */
export function RoomView3d({
  room,
  source,
  receiver,
  receiverRadiusM,
  metresPerUnit,
  unit,
  band,
  order,
  target,
  onPlace,
}: RoomView3dProps) {
  const axes = useAxes(room, metresPerUnit, unit);
  const paths = usePaths(room, source, receiver, order);
  const diagonal = Math.hypot(room.lengthM, room.widthM, room.heightM);

  const handleFloorClick = (event: ThreeEvent<MouseEvent>) => {
    // A drag that ends on the floor is an orbit, not a placement.
    if (event.delta > 4) return;
    event.stopPropagation();
    const current = target === 'source' ? source : receiver;
    onPlace(target, {
      x: event.point.x + room.lengthM / 2,
      y: room.widthM / 2 - event.point.z,
      z: current.z,
    });
  };

  return (
    <div
      style={{
        height: 'min(60vh, 380px)',
        minHeight: 260,
        borderRadius: 8,
        overflow: 'hidden',
        background: '#f8f9fa',
        touchAction: 'none',
      }}
    >
      <Canvas
        flat
        frameloop="demand"
        dpr={[1, 2]}
        camera={{ fov: 45, near: 0.01, far: diagonal * 30 }}
        gl={{ antialias: true, preserveDrawingBuffer: true }}
      >
        <Controls diagonal={diagonal} />
        <Surfaces room={room} band={band} onFloorClick={handleFloorClick} />
        <primitive object={axes} />
        <primitive object={paths} />
        <mesh position={toScene(room, source)}>
          <sphereGeometry args={[Math.max(0.1, diagonal * 0.02), 24, 16]} />
          <meshBasicMaterial color="#e03131" />
        </mesh>
        <mesh position={toScene(room, receiver)}>
          <sphereGeometry args={[receiverRadiusM, 24, 16]} />
          <meshBasicMaterial color="#1c7ed6" transparent opacity={0.45} depthWrite={false} />
        </mesh>
        <mesh position={toScene(room, receiver)}>
          <sphereGeometry args={[Math.max(0.05, diagonal * 0.008), 16, 12]} />
          <meshBasicMaterial color="#1c7ed6" />
        </mesh>
      </Canvas>
    </div>
  );
}
