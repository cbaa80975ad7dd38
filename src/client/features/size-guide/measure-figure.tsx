/**
 * The guide's drawing: a figure from the front with the measurements marked by the numbers of
 * the guide's list (MEASUREMENT_KEYS' order). The back neck (10) cannot be seen from the front;
 * the list alone explains it.
 */

const LINE = "fill-none stroke-maroon-600 [stroke-dasharray:4_3] stroke-[1.5]";
const SOLID = "fill-none stroke-maroon-600 stroke-[1.5]";

/** A number in a small disc, as in the list beside the drawing. */
function Mark({ n, x, y }: { n: number; x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={8} className="fill-maroon-700" />
      <text
        x={x}
        y={y + 3.2}
        textAnchor="middle"
        className="fill-white text-[9px] font-semibold"
        style={{ fontFamily: "system-ui, sans-serif" }}
      >
        {n}
      </text>
    </g>
  );
}

/** A length: a line with a tick at each end. */
function Length({ x1, y1, x2, y2 }: { x1: number; y1: number; x2: number; y2: number }) {
  const horizontal = y1 === y2;
  const tick = (x: number, y: number) =>
    horizontal ? `M${x},${y - 4}V${y + 4}` : `M${x - 4},${y}H${x + 4}`;
  return <path d={`M${x1},${y1}L${x2},${y2}${tick(x1, y1)}${tick(x2, y2)}`} className={SOLID} />;
}

export function MeasureFigure({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 240 445"
      role="img"
      aria-label={label}
      className="mx-auto h-auto w-full max-w-xs"
    >
      {/* The figure: head, arms, then the bodice and lehenga she is measured for. */}
      <g className="fill-gold-100 stroke-gold-500 stroke-[1.5]">
        <circle cx={120} cy={30} r={17} />
        <path d="M113,46 L112,60 L128,60 L127,46 Z" />
        <path d="M80,72 Q70,74 66,96 L54,196 Q58,204 66,200 L84,108 Z" />
        <path d="M160,72 Q170,74 174,96 L186,196 Q182,204 174,200 L156,108 Z" />
      </g>
      <g className="fill-maroon-50 stroke-maroon-200 stroke-[1.5]">
        <path d="M112,60 Q96,64 80,72 Q82,90 86,104 Q80,118 86,136 Q92,152 96,170 L144,170 Q148,152 154,136 Q160,118 154,104 Q158,90 160,72 Q144,64 128,60 Q120,66 112,60 Z" />
        <path d="M96,170 L144,170 Q170,260 206,416 Q120,428 34,416 Q70,260 96,170 Z" />
      </g>
      <path d="M14,430 H226" className="fill-none stroke-gold-400 stroke-[1.5]" />

      {/* 1–4: around the body. */}
      <ellipse cx={120} cy={118} rx={38} ry={5} className={LINE} />
      <ellipse cx={120} cy={136} rx={33} ry={4} className={LINE} />
      <ellipse cx={120} cy={170} rx={25} ry={4} className={LINE} />
      <ellipse cx={120} cy={214} rx={36} ry={5} className={LINE} />
      <Mark n={1} x={70} y={118} />
      <Mark n={2} x={76} y={140} />
      <Mark n={3} x={84} y={172} />
      <Mark n={4} x={72} y={216} />

      {/* 5: shoulder to shoulder; 6: the armhole. */}
      <Length x1={80} y1={64} x2={160} y2={64} />
      <Mark n={5} x={120} y={56} />
      <ellipse cx={83} cy={88} rx={6} ry={15} className={LINE} />
      <Mark n={6} x={58} y={84} />

      {/* 7: sleeve length down the arm; 8: around the arm where the sleeve ends. */}
      <path d="M166,70 L192,194" className={SOLID} />
      <Mark n={7} x={200} y={132} />
      <ellipse cx={171} cy={150} rx={10} ry={3} transform="rotate(-12 171 150)" className={LINE} />
      <Mark n={8} x={154} y={156} />

      {/* 9: the front neck's depth; 11: blouse length; 12: kurti length. */}
      <Length x1={120} y1={61} x2={120} y2={96} />
      <Mark n={9} x={120} y={104} />
      <Length x1={100} y1={66} x2={100} y2={148} />
      <Mark n={11} x={100} y={156} />
      <Length x1={140} y1={66} x2={140} y2={300} />
      <Mark n={12} x={140} y={308} />

      {/* 13: lehenga length; 14: waist to floor. */}
      <Length x1={216} y1={170} x2={216} y2={416} />
      <Mark n={13} x={216} y={292} />
      <Length x1={22} y1={170} x2={22} y2={430} />
      <Mark n={14} x={22} y={300} />
    </svg>
  );
}
