/** Our Craft: the five steps of making a garment, and the figures the site claims. */

export type CraftIcon = "palette" | "sparkles" | "scissors" | "gem" | "truck";

export interface CraftStep {
  icon: CraftIcon;
  title: string;
  description: string;
  details: readonly [string, string, string, string];
  image: string;
  duration: string;
}

export const CRAFT_STEPS: readonly CraftStep[] = [
  {
    icon: "palette",
    title: "Design Conceptualization",
    description:
      "Every piece begins with a conversation. We sketch the silhouette, choose the palette and plan where each motif will sit.",
    details: [
      "Personal consultation on occasion and style",
      "Hand-drawn sketches and colour boards",
      "Fabric swatches from our Jaipur stock",
      "Measurements taken or shared remotely",
    ],
    image: "/images/craft/craft-1.svg",
    duration: "2-3 Days",
  },
  {
    icon: "sparkles",
    title: "Embroidery Mastery",
    description:
      "Our karigars bring the design to life by hand: Gota Patti folded and stitched leaf by leaf, Zardozi couched in metal thread.",
    details: [
      "Gota Patti, Zardozi, Dabka and mirror work",
      "Traditional adda frames for even tension",
      "Real zari and hand-cut gota ribbons",
      "Motifs drawn from Rajasthani heritage",
    ],
    image: "/images/craft/craft-2.svg",
    duration: "7-15 Days",
  },
  {
    icon: "scissors",
    title: "Precision Stitching",
    description:
      "Master tailors cut and assemble the kurti, ghaghra and odhni to your measurements, matching every border at the seams.",
    details: [
      "Cut to individual measurements",
      "Kalis matched so borders run unbroken",
      "Soft cotton lining for comfort",
      "Trial fitting available in the boutique",
    ],
    image: "/images/craft/craft-3.svg",
    duration: "3-5 Days",
  },
  {
    icon: "gem",
    title: "Quality Finishing",
    description:
      "Each garment is inspected thread by thread, latkans and tassels are added, and the piece is steamed and pressed.",
    details: [
      "Inspection of every seam and motif",
      "Hand-finished hems and tassels",
      "Gentle steam pressing",
      "Final approval by the founders",
    ],
    image: "/images/craft/craft-4.svg",
    duration: "1-2 Days",
  },
  {
    icon: "truck",
    title: "Secure Delivery",
    description:
      "Folded in tissue and packed in a keepsake box, your order travels insured to anywhere in India and abroad.",
    details: [
      "Acid-free tissue and keepsake boxes",
      "Insured courier with tracking",
      "Order ID to follow every stage",
      "Delivery across India and worldwide",
    ],
    image: "/images/craft/craft-5.svg",
    duration: "2-7 Days",
  },
];

/** The claimed figures of the stat tiles. */
export const STATS = [
  { value: "25+", label: "Years of Excellence" },
  { value: "50+", label: "Master Artisans" },
  { value: "5000+", label: "Happy Clients" },
  { value: "1000+", label: "Custom Designs" },
] as const;

export const QUALITY_PROMISE = [
  { title: "Expert Artisans", text: "50+ skilled craftsmen with generations of experience" },
  { title: "Premium Materials", text: "Pure fabrics, real zari and hand-cut gota" },
  { title: "Timeless Quality", text: "Made to be worn, treasured and handed down" },
] as const;

export const COMPLETION_LINE = "Average completion time: 15-25 days | Rush orders available";
