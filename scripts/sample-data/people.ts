/**
 * Who the boutique's customers are: Rajasthani names, Indian mobile numbers as people write
 * them, addresses in Rajasthan's cities (and a few customers elsewhere in India).
 */
import type { Address } from "../../src/shared/orders";
import type { Random } from "./random";

const WOMEN = (
  "Sunita Meera Priya Kavita Anjali Pooja Neha Savita Geeta Seema Asha Kamla Lakshmi Radha " +
  "Shobha Manju Sarita Nirmala Usha Sushila Kiran Ritu Sonal Divya Shruti Ananya Aditi Isha " +
  "Khushi Komal Payal Bhavna Hema Jyoti Mamta Nisha Preeti Rashmi Swati Tanvi Vandana Yamini " +
  "Padmini Gayatri Chandni Damini Ekta Gunjan Hansa Indu Jaya Kanchan Lata Madhu Nandini " +
  "Poonam Rani Sangeeta Tara Urmila Vidya Mohini Rupal Harshita Aarti Deepika Shweta Sneha " +
  "Pallavi Rupa Bhanwari Kesar Santosh Sharda Suman Laxmi Ruchi Monika Kritika Mansi Riya"
).split(" ");
const MEN = (
  "Rajesh Mahesh Suresh Vikram Arjun Rohit Amit Sanjay Manoj Deepak Ravi Gopal Mukesh Harish " +
  "Yash Karan Bhawani Mohan Govind Prakash Sandeep Naveen Dinesh Rakesh Jitendra"
).split(" ");
const SURNAMES = (
  "Sharma Agarwal Jain Rathore Shekhawat Singh Choudhary Meena Gupta Mathur Saxena Joshi " +
  "Purohit Vyas Bhati Chauhan Solanki Goyal Maheshwari Khandelwal Mittal Bansal Kothari Mehta " +
  "Bhandari Lodha Sethia Parihar Rajpurohit Kanwar Tanwar Jangid Saini Soni Kumawat Sisodia " +
  "Bhatnagar Kachhwaha Ranawat Chundawat Poonia Godara Bishnoi Dadhich Tiwari Pareek"
).split(" ");

/** City, state, weight, and its localities with their PIN codes. */
// prettier-ignore
const PLACES: readonly (readonly [string, string, number, readonly (readonly [string, string])[]])[] = [
  ["Jaipur", "Rajasthan", 50, [
    ["Malviya Nagar", "302017"], ["Vaishali Nagar", "302021"], ["Mansarovar", "302020"],
    ["C-Scheme", "302001"], ["Raja Park", "302004"], ["Bapu Nagar", "302015"],
    ["Jawahar Nagar", "302004"], ["Tonk Road", "302018"], ["Sodala", "302006"],
    ["Shyam Nagar", "302019"], ["Vidhyadhar Nagar", "302039"], ["Jhotwara", "302012"],
    ["Sanganer", "302029"], ["Pratap Nagar", "302033"], ["Bani Park", "302016"],
    ["Jagatpura", "302017"], ["Johari Bazar", "302003"], ["Civil Lines", "302006"],
  ]],
  ["Jodhpur", "Rajasthan", 8, [
    ["Sardarpura", "342003"], ["Shastri Nagar", "342003"], ["Ratanada", "342011"],
    ["Paota", "342006"], ["Chopasni Housing Board", "342008"],
  ]],
  ["Udaipur", "Rajasthan", 7, [
    ["Hiran Magri", "313002"], ["Fatehpura", "313004"], ["Shobhagpura", "313001"],
    ["Bhupalpura", "313001"],
  ]],
  ["Ajmer", "Rajasthan", 4, [["Vaishali Nagar", "305004"], ["Civil Lines", "305001"]]],
  ["Kota", "Rajasthan", 4, [["Talwandi", "324005"], ["Dadabari", "324009"]]],
  ["Bikaner", "Rajasthan", 3, [["Rani Bazar", "334001"], ["Jai Narayan Vyas Colony", "334003"]]],
  ["Alwar", "Rajasthan", 2, [["Scheme No. 2", "301001"]]],
  ["Bhilwara", "Rajasthan", 2, [["Shastri Nagar", "311001"]]],
  ["Sikar", "Rajasthan", 2, [["Piprali Road", "332001"]]],
  ["Pali", "Rajasthan", 1, [["Mandia Road", "306401"]]],
  ["Tonk", "Rajasthan", 1, [["Bada Kuan", "304001"]]],
  ["Chittorgarh", "Rajasthan", 1, [["Pratap Nagar", "312001"]]],
  ["Jaisalmer", "Rajasthan", 1, [["Gandhi Colony", "345001"]]],
  ["Kishangarh", "Rajasthan", 1, [["Madanganj", "305801"]]],
  ["Jhunjhunu", "Rajasthan", 1, [["Road No. 1", "333001"]]],
  ["Delhi", "Delhi", 3, [["Lajpat Nagar", "110024"], ["Rajouri Garden", "110027"]]],
  ["Mumbai", "Maharashtra", 2, [["Malad West", "400064"], ["Ghatkopar East", "400077"]]],
  ["Ahmedabad", "Gujarat", 1, [["Navrangpura", "380009"]]],
  ["Indore", "Madhya Pradesh", 1, [["Vijay Nagar", "452010"]]],
];
// prettier-ignore
const STREETS = [
  "Main Road", "Gali No. 3", "near Hanuman Mandir", "opposite Central Park", "Sector 5",
  "behind Post Office", "Lane 2", "near Govt. School", "Shanti Path", "Gandhi Marg",
];
// prettier-ignore
const MAIL_DOMAINS = [
  ["gmail.com", 60], ["yahoo.co.in", 12], ["rediffmail.com", 6], ["outlook.com", 10],
  ["hotmail.com", 5], ["yahoo.com", 7],
] as const;

export interface Person {
  name: string;
  phone: string;
  email: string;
  address: Address;
}

/**
 * The n-th customer's mobile number: ten digits from 6–9, different for every n (n times a
 * number prime to 10⁹, modulo 10⁹), written as people write them.
 */
export function phoneOf(n: number, random: Random): string {
  const digits = `${9 - (n % 4)}${String((n * 387_420_489 + 12_345) % 1_000_000_000).padStart(9, "0")}`;
  return writePhone(digits, random);
}

/** Ten digits as people write them: "+91 98290 41736", "098290 41736", "9829041736"… */
export function writePhone(digits: string, random: Random): string {
  const [a, b] = [digits.slice(0, 5), digits.slice(5)];
  return random.weighted([
    [`+91 ${a} ${b}`, 50],
    [`${a} ${b}`, 25],
    [digits, 15],
    [`0${a} ${b}`, 5],
    [`+91-${a}-${b}`, 5],
  ]);
}

export function personOf(n: number, random: Random): Person {
  const first = random.chance(0.88) ? random.pick(WOMEN) : random.pick(MEN);
  const last = random.pick(SURNAMES);
  const [city, state, , localities] = random.weighted(PLACES.map((p) => [p, p[2]] as const));
  const [locality, postalCode] = random.pick(localities);
  const house = random.weighted([
    [`${random.int(1, 400)}`, 4],
    [`${random.pick(["A", "B", "C", "D"])}-${random.int(1, 250)}`, 4],
    [`Plot ${random.int(1, 120)}`, 2],
    [`Flat ${random.int(101, 1204)}`, 2],
  ]);
  const email = random.chance(0.55)
    ? `${first}.${last}${random.int(1, 999)}@${random.weighted(MAIL_DOMAINS)}`.toLowerCase()
    : "";
  return {
    name: `${first} ${last}`,
    phone: phoneOf(n, random),
    email,
    address: {
      line: `${house}, ${random.pick(STREETS)}, ${locality}`,
      city,
      state,
      postalCode: random.chance(0.9) ? postalCode : "",
    },
  };
}
