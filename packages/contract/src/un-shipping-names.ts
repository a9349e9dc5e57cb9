/**
 * Proper shipping names by UN number (issue 22, point 11): the manifest prints them beside the UN number.
 * un-numbers.ts (the numbers alone, small enough for the browser's forms) and un-shipping-names.ts (numbers
 * with names, for the manifest) hold the same numbers; un-numbers.test.ts checks that they agree.
 *
 * Sources (docs/decisions/054):
 *  1. US DOT PHMSA, 49 CFR 172.101 Hazardous Materials Table, as of 18 January 2012, in the NIEM code list
 *     "dot_hazmat" 4.0 (HazmatUNCodeSimpleType), UN entries only (NA and ID numbers are US-only and left out).
 *     A US government work in the public domain. Names are the table's proper shipping names; where it gives
 *     several for one number, they are joined with " or ", as the table itself does; the US spellings stay
 *     ("Sulfur", "Aluminum"); DOT's "Inhalation Hazard Zone" suffixes are left out.
 *  2. Entries the 2012 table lacks, from the UN Recommendations on the Transport of Dangerous Goods, Model
 *     Regulations (18th to 23rd revised editions), as carried into the IMDG Code (Amendment 42-24): UN0510 to
 *     UN0514, UN3480, UN3481 and UN3507 to UN3558.
 */

/** "NNNN|Proper shipping name", one line per UN number, in number order. */
const UN_SHIPPING_NAME_LINES = `0004|Ammonium picrate, dry or wetted with less than 10 percent water, by mass
0005|Cartridges for weapons, with bursting charge
0006|Cartridges for weapons, with bursting charge
0007|Cartridges for weapons, with bursting charge
0009|Ammunition, incendiary with or without burster, expelling charge, or propelling charge
0010|Ammunition, incendiary with or without burster, expelling charge, or propelling charge
0012|Cartridges for weapons, inert projectile or Cartridges, small arms
0014|Cartridges for weapons, blank or Cartridges, small arms, blank or Cartridges for tools, blank
0015|Ammunition, smoke with or without burster, expelling charge or propelling charge
0016|Ammunition, smoke with or without burster, expelling charge or propelling charge
0018|Ammunition, tear-producing with burster, expelling charge or propelling charge
0019|Ammunition, tear-producing with burster, expelling charge or propelling charge
0020|Ammunition, toxic with burster, expelling charge or propelling charge
0021|Ammunition, toxic with burster, expelling charge or propelling charge
0027|Black powder or Gunpowder, granular or as a meal
0028|Black powder, compressed or Gunpowder, compressed or Black powder, in pellets or Gunpowder, in pellets
0029|Detonators, non-electric, for blasting
0030|Detonators, electric, for blasting
0033|Bombs, with bursting charge
0034|Bombs, with bursting charge
0035|Bombs, with bursting charge
0037|Bombs, photo-flash
0038|Bombs, photo-flash
0039|Bombs, photo-flash
0042|Boosters, without detonator
0043|Bursters, explosive
0044|Primers, cap type
0048|Charges, demolition
0049|Cartridges, flash
0050|Cartridges, flash
0054|Cartridges, signal
0055|Cases, cartridge, empty with primer
0056|Charges, depth
0059|Charges, shaped, without detonator
0060|Charges, supplementary explosive
0065|Cord, detonating, flexible
0066|Cord, igniter
0070|Cutters, cable, explosive
0072|Cyclotrimethylenetrinitramine, wetted or Cyclonite, wetted or Hexogen, wetted or RDX, wetted with not less than 15 percent water by mass
0073|Detonators for ammunition
0074|Diazodinitrophenol, wetted with not less than 40 percent water or mixture of alcohol and water, by mass
0075|Diethyleneglycol dinitrate, desensitized with not less than 25 percent non-volatile water-insoluble phlegmatizer, by mass
0076|Dinitrophenol, dry or wetted with less than 15 percent water, by mass
0077|Dinitrophenolates alkali metals, dry or wetted with less than 15 percent water, by mass
0078|Dinitroresorcinol, dry or wetted with less than 15 percent water, by mass
0079|Hexanitrodiphenylamine or Dipicrylamine or Hexyl
0081|Explosive, blasting, type A
0082|Explosive, blasting, type B
0083|Explosive, blasting, type C
0084|Explosive, blasting, type D
0092|Flares, surface
0093|Flares, aerial
0094|Flash powder
0099|Fracturing devices, explosive, without detonators for oil wells
0101|Fuse, non-detonating instantaneous or quickmatch
0102|Cord detonating or Fuse detonating metal clad
0103|Fuse, igniter tubular metal clad
0104|Cord, detonating, mild effect or Fuse, detonating, mild effect metal clad
0105|Fuse, safety
0106|Fuzes, detonating
0107|Fuzes, detonating
0110|Grenades, practice, hand or rifle
0113|Guanyl nitrosaminoguanylidene hydrazine, wetted with not less than 30 percent water, by mass
0114|Guanyl nitrosaminoguanyltetrazene, wetted or Tetrazene, wetted with not less than 30 percent water or mixture of alcohol and water, by mass
0118|Hexolite, or Hexotol dry or wetted with less than 15 percent water, by mass
0121|Igniters
0124|Jet perforating guns, charged oil well, without detonator
0129|Lead azide, wetted with not less than 20 percent water or mixture of alcohol and water, by mass
0130|Lead styphnate, wetted or Lead trinitroresorcinate, wetted with not less than 20 percent water or mixture of alcohol and water, by mass
0131|Lighters, fuse
0132|Deflagrating metal salts of aromatic nitroderivatives, n.o.s.
0133|Mannitol hexanitrate, wetted or Nitromannite, wetted with not less than 40 percent water, or mixture of alcohol and water, by mass
0135|Mercury fulminate, wetted with not less than 20 percent water, or mixture of alcohol and water, by mass
0136|Mines with bursting charge
0137|Mines with bursting charge
0138|Mines with bursting charge
0143|Nitroglycerin, desensitized with not less than 40 percent non-volatile water insoluble phlegmatizer, by mass
0144|Nitroglycerin, solution in alcohol, with more than 1 percent but not more than 10 percent nitrogylcerin
0146|Nitrostarch, dry or wetted with less than 20 percent water, by mass
0147|Nitro urea
0150|Pentaerythrite tetranitrate, wetted or Pentaerythritol tetranitrate, wetted, or PETN, wetted with not less than 25 percent water, by mass, or Pentaerythrite tetranitrate, or Pentaerythritol tetranitrate or PETN, desensitized with not less than 15 percent phlegmatizer by mass
0151|Pentolite, dry or wetted with less than 15 percent water, by mass
0153|Trinitroaniline or Picramide
0154|Trinitrophenol or Picric acid, dry or wetted with less than 30 percent water, by mass
0155|Trinitrochlorobenzene or Picryl chloride
0159|Powder cake, wetted or Powder paste, wetted with not less than 25 percent water, by mass
0160|Powder, smokeless
0161|Powder, smokeless
0167|Projectiles, with bursting charge
0168|Projectiles, with bursting charge
0169|Projectiles, with bursting charge
0171|Ammunition, illuminating with or without burster, expelling charge or propelling charge
0173|Release devices, explosive
0174|Rivets, explosive
0180|Rockets, with bursting charge
0181|Rockets, with bursting charge
0182|Rockets, with bursting charge
0183|Rockets, with inert head
0186|Rocket motors
0190|Samples, explosive, other than initiating explosives
0191|Signal devices, hand
0192|Signals, railway track, explosive
0193|Signals, railway track, explosive
0194|Signals, distress, ship
0195|Signals, distress, ship
0196|Signals, smoke
0197|Signals, smoke
0204|Sounding devices, explosive
0207|Tetranitroaniline
0208|Trinitrophenylmethylnitramine or Tetryl
0209|Trinitrotoluene or TNT, dry or wetted with less than 30 percent water, by mass
0212|Tracers for ammunition
0213|Trinitroanisole
0214|Trinitrobenzene, dry or wetted with less than 30 percent water, by mass
0215|Trinitrobenzoic acid, dry or wetted with less than 30 percent water, by mass
0216|Trinitro-m-cresol
0217|Trinitronaphthalene
0218|Trinitrophenetole
0219|Trinitroresorcinol or Styphnic acid, dry or wetted with less than 20 percent water, or mixture of alcohol and water, by mass
0220|Urea nitrate, dry or wetted with less than 20 percent water, by mass
0221|Warheads, torpedo with bursting charge
0222|Ammonium nitrate, with more than 0.2 percent combustible substances, including any organic substance calculated as carbon, to the exclusion of any other added substance
0224|Barium azide, dry or wetted with less than 50 percent water, by mass
0225|Boosters with detonator
0226|Cyclotetramethylenetetranitramine, wetted or HMX, wetted or Octogen, wetted with not less than 15 percent water, by mass
0234|Sodium dinitro-o-cresolate, dry or wetted with less than 15 percent water, by mass
0235|Sodium picramate, dry or wetted with less than 20 percent water, by mass
0236|Zirconium picramate, dry or wetted with less than 20 percent water, by mass
0237|Charges, shaped, flexible, linear
0238|Rockets, line-throwing
0240|Rockets, line-throwing
0241|Explosive, blasting, type E
0242|Charges, propelling, for cannon
0243|Ammunition, incendiary, white phosphorus, with burster, expelling charge or propelling charge
0244|Ammunition, incendiary, white phosphorus, with burster, expelling charge or propelling charge
0245|Ammunition, smoke, white phosphorus with burster, expelling charge, or propelling charge
0246|Ammunition, smoke, white phosphorus with burster, expelling charge or propelling charge
0247|Ammunition, incendiary liquid or gel, with burster, expelling charge or propelling charge
0248|Contrivances, water-activated, with burster, expelling charge or propelling charge
0249|Contrivances, water-activated, with burster, expelling charge or propelling charge
0250|Rocket motors with hypergolic liquids with or without an expelling charge
0254|Ammunition, illuminating with or without burster, expelling charge or propelling charge
0255|Detonators, electric, for blasting
0257|Fuzes, detonating
0266|Octolite or Octol, dry or wetted with less than 15 percent water, by mass
0267|Detonators, non-electric, for blasting
0268|Boosters with detonator
0271|Charges, propelling
0272|Charges, propelling
0275|Cartridges, power device
0276|Cartridges, power device
0277|Cartridges, oil well
0278|Cartridges, oil well
0279|Charges, propelling, for cannon
0280|Rocket motors
0281|Rocket motors
0282|Nitroguanidine or Picrite, dry or wetted with less than 20 percent water, by mass
0283|Boosters, without detonator
0284|Grenades, hand or rifle, with bursting charge
0285|Grenades, hand or rifle, with bursting charge
0286|Warheads, rocket with bursting charge
0287|Warheads, rocket with bursting charge
0288|Charges, shaped, flexible, linear
0289|Cord, detonating, flexible
0290|Cord, detonating or Fuse, detonating metal clad
0291|Bombs, with bursting charge
0292|Grenades, hand or rifle, with bursting charge
0293|Grenades, hand or rifle, with bursting charge
0294|Mines with bursting charge
0295|Rockets, with bursting charge
0296|Sounding devices, explosive
0297|Ammunition, illuminating with or without burster, expelling charge or propelling charge
0299|Bombs, photo-flash
0300|Ammunition, incendiary with or without burster, expelling charge or propelling charge
0301|Ammunition, tear-producing with burster, expelling charge or propelling charge
0303|Ammunition, smoke with or without burster, expelling charge or propelling charge
0305|Flash powder
0306|Tracers for ammunition
0312|Cartridges, signal
0313|Signals, smoke
0314|Igniters
0315|Igniters
0316|Fuzes, igniting
0317|Fuzes, igniting
0318|Grenades, practice, hand or rifle
0319|Primers, tubular
0320|Primers, tubular
0321|Cartridges for weapons, with bursting charge
0322|Rocket motors with hypergolic liquids with or without an expelling charge
0323|Cartridges, power device
0324|Projectiles, with bursting charge
0325|Igniters
0326|Cartridges for weapons, blank
0327|Cartridges for weapons, blank or Cartridges, small arms, blank
0328|Cartridges for weapons, inert projectile
0329|Torpedoes with bursting charge
0330|Torpedoes with bursting charge
0331|Explosive, blasting, type B or Agent blasting, Type B
0332|Explosive, blasting, type E or Agent blasting, Type E
0333|Fireworks
0334|Fireworks
0335|Fireworks
0336|Fireworks
0337|Fireworks
0338|Cartridges for weapons, blank or Cartridges, small arms, blank
0339|Cartridges for weapons, inert projectile or Cartridges, small arms
0340|Nitrocellulose, dry or wetted with less than 25 percent water (or alcohol), by mass
0341|Nitrocellulose, unmodified or plasticized with less than 18 percent plasticizing substance, by mass
0342|Nitrocellulose, wetted with not less than 25 percent alcohol, by mass
0343|Nitrocellulose, plasticized with not less than 18 percent plasticizing substance, by mass
0344|Projectiles, with bursting charge
0345|Projectiles, inert, with tracer
0346|Projectiles, with burster or expelling charge
0347|Projectiles, with burster or expelling charge
0348|Cartridges for weapons, with bursting charge
0349|Articles, explosive, n.o.s.
0350|Articles, explosive, n.o.s.
0351|Articles, explosive, n.o.s.
0352|Articles, explosive, n.o.s.
0353|Articles, explosive, n.o.s.
0354|Articles, explosive, n.o.s.
0355|Articles, explosive, n.o.s.
0356|Articles, explosive, n.o.s.
0357|Substances, explosive, n.o.s.
0358|Substances, explosive, n.o.s.
0359|Substances, explosive, n.o.s.
0360|Detonator assemblies, non-electric for blasting
0361|Detonator assemblies, non-electric, for blasting
0362|Ammunition, practice
0363|Ammunition, proof
0364|Detonators for ammunition
0365|Detonators for ammunition
0366|Detonators for ammunition
0367|Fuzes, detonating
0368|Fuzes, igniting
0369|Warheads, rocket with bursting charge
0370|Warheads, rocket with burster or expelling charge
0371|Warheads, rocket with burster or expelling charge
0372|Grenades, practice, hand or rifle
0373|Signal devices, hand
0374|Sounding devices, explosive
0375|Sounding devices, explosive
0376|Primers, tubular
0377|Primers, cap type
0378|Primers, cap type
0379|Cases, cartridges, empty with primer
0380|Articles, pyrophoric
0381|Cartridges, power device
0382|Components, explosive train, n.o.s.
0383|Components, explosive train, n.o.s.
0384|Components, explosive train, n.o.s.
0385|5-Nitrobenzotriazol
0386|Trinitrobenzenesulfonic acid
0387|Trinitrofluorenone
0388|Trinitrotoluene and Trinitrobenzene mixtures or TNT and trinitrobenzene mixtures or TNT and hexanitrostilbene mixtures or Trinitrotoluene and hexanitrostilbene mixtures
0389|Trinitrotoluene mixtures containing Trinitrobenzene and Hexanitrostilbene or TNT mixtures containing trinitrobenzene and hexanitrostilbene
0390|Tritonal
0391|RDX and HMX mixtures, wetted with not less than 15 percent water by mass or RDX and HMX mixtures, desensitized with not less than 10 percent phlegmatizer by mass
0392|Hexanitrostilbene
0393|Hexotonal
0394|Trinitroresorcinol, wetted or Styphnic acid, wetted with not less than 20 percent water, or mixture of alcohol and water by mass
0395|Rocket motors, liquid fueled
0396|Rocket motors, liquid fueled
0397|Rockets, liquid fueled with bursting charge
0398|Rockets, liquid fueled with bursting charge
0399|Bombs with flammable liquid, with bursting charge
0400|Bombs with flammable liquid, with bursting charge
0401|Dipicryl sulfide, dry or wetted with less than 10 percent water, by mass
0402|Ammonium perchlorate
0403|Flares, aerial
0404|Flares, aerial
0405|Cartridges, signal
0406|Dinitrosobenzene
0407|Tetrazol-1-acetic acid
0408|Fuzes, detonating, with protective features
0409|Fuzes, detonating, with protective features
0410|Fuzes, detonating, with protective features
0411|Pentaerythrite tetranitrate or Pentaerythritol tetranitrate or PETN, with not less than 7 percent wax by mass
0412|Cartridges for weapons, with bursting charge
0413|Cartridges for weapons, blank
0414|Charges, propelling, for cannon
0415|Charges, propelling
0417|Cartridges for weapons, inert projectile or Cartridges, small arms
0418|Flares, surface
0419|Flares, surface
0420|Flares, aerial
0421|Flares, aerial
0424|Projectiles, inert, with tracer
0425|Projectiles, inert, with tracer
0426|Projectiles, with burster or expelling charge
0427|Projectiles, with burster or expelling charge
0428|Articles, pyrotechnic for technical purposes
0429|Articles, pyrotechnic for technical purposes
0430|Articles, pyrotechnic for technical purposes
0431|Articles, pyrotechnic for technical purposes
0432|Articles, pyrotechnic for technical purposes
0433|Powder cake, wetted or Powder paste, wetted with not less than 17 percent alcohol by mass
0434|Projectiles, with burster or expelling charge
0435|Projectiles, with burster or expelling charge
0436|Rockets, with expelling charge
0437|Rockets, with expelling charge
0438|Rockets, with expelling charge
0439|Charges, shaped, without detonator
0440|Charges, shaped, without detonator
0441|Charges, shaped, without detonator
0442|Charges, explosive, commercial without detonator
0443|Charges, explosive, commercial without detonator
0444|Charges, explosive, commercial without detonator
0445|Charges, explosive, commercial without detonator
0446|Cases, combustible, empty, without primer
0447|Cases, combustible, empty, without primer
0448|5-Mercaptotetrazol-1-acetic acid
0449|Torpedoes, liquid fueled, with or without bursting charge
0450|Torpedoes, liquid fueled, with inert head
0451|Torpedoes with bursting charge
0452|Grenades practice, hand or rifle
0453|Rockets, line-throwing
0454|Igniters
0455|Detonators, non-electric, for blasting
0456|Detonators, electric for blasting
0457|Charges, bursting, plastics bonded
0458|Charges, bursting, plastics bonded
0459|Charges, bursting, plastics bonded
0460|Charges, bursting, plastics bonded
0461|Components, explosive train, n.o.s.
0462|Articles, explosive, n.o.s.
0463|Articles, explosive, n.o.s.
0464|Articles, explosive, n.o.s.
0465|Articles, explosive, n.o.s.
0466|Articles, explosive, n.o.s.
0467|Articles, explosive, n.o.s.
0468|Articles, explosive, n.o.s.
0469|Articles, explosive, n.o.s.
0470|Articles, explosive, n.o.s.
0471|Articles, explosive, n.o.s.
0472|Articles, explosive, n.o.s.
0473|Substances, explosive, n.o.s.
0474|Substances, explosive, n.o.s.
0475|Substances, explosive, n.o.s.
0476|Substances, explosive, n.o.s.
0477|Substances, explosive, n.o.s.
0478|Substances, explosive, n.o.s.
0479|Substances, explosive, n.o.s.
0480|Substances, explosive, n.o.s.
0481|Substances, explosive, n.o.s.
0482|Substances, explosive, very insensitive, n.o.s., or Substances, EVI, n.o.s.
0483|Cyclotrimethylenetrinitramine, desensitized or Cyclonite, desensitized or Hexogen, desensitized or RDX, desensitized
0484|Cyclotetramethylenetetranitramine, desensitized or Octogen, desensitized or HMX, desensitized
0485|Substances, explosive, n.o.s.
0486|Articles, explosive, extremely insensitive or Articles, EEI
0487|Signals, smoke
0488|Ammunition, practice
0489|Dinitroglycoluril or Dingu
0490|Nitrotriazolone or NTO
0491|Charges, propelling
0492|Signals, railway track, explosive
0493|Signals, railway track, explosive
0494|Jet perforating guns, charged, oil well, without detonator
0495|Propellant, liquid
0496|Octonal
0497|Propellant, liquid
0498|Propellant, solid
0499|Propellant, solid
0500|Detonator assemblies, non-electric, for blasting
0501|Propellant, solid
0502|Rockets, with inert head
0503|Air bag inflators, or Air bag modules, or Seat-belt pretensioners
0504|1H-Tetrazole
0505|Signals, distress, ship
0506|Signals, distress, ship
0507|Signals, smoke
0508|1-Hydroxybenzotriazole, anhydrous, dry or wetted with less than 20 percent water, by mass
0509|Powder, smokeless
0510|Rocket motors
0511|Detonators, electronic, programmable for blasting
0512|Detonators, electronic, programmable for blasting
0513|Detonators, electronic, programmable for blasting
0514|Fire suppressant dispersing devices
1001|Acetylene, dissolved
1002|Air, compressed
1003|Air, refrigerated liquid (cryogenic liquid)
1005|Ammonia, anhydrous
1006|Argon, compressed
1008|Boron trifluoride
1009|Bromotrifluoromethane or Refrigerant gas R 13B1
1010|Butadienes, stabilized or Butadienes and Hydrocarbon mixture, stabilized, containing more than 40% butadienes
1011|Butane
1012|Butylene
1013|Carbon dioxide
1016|Carbon monoxide, compressed
1017|Chlorine
1018|Chlorodifluoromethane or Refrigerant gas R 22
1020|Chloropentafluoroethane or Refrigerant gas R 115
1021|1-Chloro-1,2,2,2-tetrafluoroethane or Refrigerant gas R 124
1022|Chlorotrifluoromethane or Refrigerant gas R 13
1023|Coal gas, compressed
1026|Cyanogen
1027|Cyclopropane
1028|Dichlorodifluoromethane or Refrigerant gas R 12
1029|Dichlorofluoromethane or Refrigerant gas R21
1030|1,1-Difluoroethane or Refrigerant gas R 152a
1032|Dimethylamine, anhydrous
1033|Dimethyl ether
1035|Ethane
1036|Ethylamine
1037|Ethyl chloride
1038|Ethylene, refrigerated liquid (cryogenic liquid)
1039|Ethyl methyl ether
1040|Ethylene oxide or Ethylene oxide with nitrogen up to a total pressure of 1MPa (10 bar) at 50 degrees C
1041|Ethylene oxide and carbon dioxide mixtures with more than 9 percent but not more than 87 percent ethylene oxide
1043|Fertilizer ammoniating solution with free ammonia
1044|Fire extinguishers containing compressed or liquefied gas
1045|Fluorine, compressed
1046|Helium, compressed
1048|Hydrogen bromide, anhydrous
1049|Hydrogen, compressed
1050|Hydrogen chloride, anhydrous
1051|Hydrogen cyanide, stabilized with less than 3 percent water
1052|Hydrogen fluoride, anhydrous
1053|Hydrogen sulfide
1055|Isobutylene
1056|Krypton, compressed
1057|Lighters containing flammable gas or Lighter refills containing flammable gas not exceeding 4 fluid ounces (7.22 cubic inches) and 65 grams of flammable gas
1058|Liquefied gases, non-flammable charged with nitrogen, carbon dioxide or air
1060|Methyl acetylene and propadiene mixtures, stabilized
1061|Methylamine, anhydrous
1062|Methyl bromide
1063|Methyl chloride, or Refrigerant gas R 40
1064|Methyl mercaptan
1065|Neon, compressed
1066|Nitrogen, compressed
1067|Dinitrogen tetroxide
1069|Nitrosyl chloride
1070|Nitrous oxide
1071|Oil gas, compressed
1072|Oxygen, compressed
1073|Oxygen, refrigerated liquid (cryogenic liquid)
1075|Petroleum gases, liquefied or Liquefied petroleum gas
1076|Phosgene
1077|Propylene
1078|Refrigerant gases, n.o.s.
1079|Sulfur dioxide
1080|Sulfur hexafluoride
1081|Tetrafluoroethylene, stabilized
1082|Trifluorochloroethylene, stabilized
1083|Trimethylamine, anhydrous
1085|Vinyl bromide, stabilized
1086|Vinyl chloride, stabilized
1087|Vinyl methyl ether, stabilized
1088|Acetal
1089|Acetaldehyde
1090|Acetone
1091|Acetone oils
1092|Acrolein, stabilized
1093|Acrylonitrile, stabilized
1098|Allyl alcohol
1099|Allyl bromide
1100|Allyl chloride
1104|Amyl acetates
1105|Pentanols
1106|Amylamines
1107|Amyl chloride
1108|1-Pentene (n-amylene)
1109|Amyl formates
1110|n-Amyl methyl ketone
1111|Amyl mercaptan
1112|Amyl nitrate
1113|Amyl nitrite
1114|Benzene
1120|Butanols
1123|Butyl acetates
1125|n-Butylamine
1126|1-Bromobutane
1127|Chlorobutanes
1128|n-Butyl formate
1129|Butyraldehyde
1130|Camphor oil
1131|Carbon disulfide
1133|Adhesives, containing a flammable liquid
1134|Chlorobenzene
1135|Ethylene chlorohydrin
1136|Coal tar distillates, flammable
1139|Coating solution (includes surface treatments or coatings used for industrial or other purposes such as vehicle undercoating, drum or barrel lining)
1143|Crotonaldehyde or Crotonaldehyde, stabilized
1144|Crotonylene
1145|Cyclohexane
1146|Cyclopentane
1147|Decahydronaphthalene
1148|Diacetone alcohol
1149|Dibutyl ethers
1150|1,2-Dichloroethylene
1152|Dichloropentanes
1153|Ethylene glycol diethyl ether
1154|Diethylamine
1155|Diethyl ether or Ethyl ether
1156|Diethyl ketone
1157|Diisobutyl ketone
1158|Diisopropylamine
1159|Diisopropyl ether
1160|Dimethylamine solution
1161|Dimethyl carbonate
1162|Dimethyldichlorosilane
1163|Dimethylhydrazine, unsymmetrical
1164|Dimethyl sulfide
1165|Dioxane
1166|Dioxolane
1167|Divinyl ether, stabilized
1169|Extracts, aromatic, liquid
1170|Ethanol or Ethyl alcohol or Ethanol solutions or Ethyl alcohol solutions
1171|Ethylene glycol monoethyl ether
1172|Ethylene glycol monoethyl ether acetate
1173|Ethyl acetate
1175|Ethylbenzene
1176|Ethyl borate
1177|2-Ethylbutyl acetate
1178|2-Ethylbutyraldehyde
1179|Ethyl butyl ether
1180|Ethyl butyrate
1181|Ethyl chloroacetate
1182|Ethyl chloroformate
1183|Ethyldichlorosilane
1184|Ethylene dichloride
1185|Ethyleneimine, stabilized
1188|Ethylene glycol monomethyl ether
1189|Ethylene glycol monomethyl ether acetate
1190|Ethyl formate
1191|Octyl aldehydes
1192|Ethyl lactate
1193|Ethyl methyl ketone or Methyl ethyl ketone
1194|Ethyl nitrite solutions
1195|Ethyl propionate
1196|Ethyltrichlorosilane
1197|Extracts, flavoring, liquid
1198|Formaldehyde solutions, flammable
1199|Furaldehydes
1201|Fusel oil
1202|Diesel fuel or Gas oil or Heating oil, light
1203|Gasoline includes gasoline mixed with ethyl alcohol, with not more than 10% alcohol
1204|Nitroglycerin solution in alcohol with not more than 1 percent nitroglycerin
1206|Heptanes
1207|Hexaldehyde
1208|Hexanes
1210|Printing ink, flammable or Printing ink related material (including printing ink thinning or reducing compound), flammable
1212|Isobutanol or Isobutyl alcohol
1213|Isobutyl acetate
1214|Isobutylamine
1216|Isooctenes
1218|Isoprene, stabilized
1219|Isopropanol or Isopropyl alcohol
1220|Isopropyl acetate
1221|Isopropylamine
1222|Isopropyl nitrate
1223|Kerosene
1224|Ketones, liquid, n.o.s.
1228|Mercaptans, liquid, flammable, toxic, n.o.s. or Mercaptan mixtures, liquid, flammable, toxic, n.o.s.
1229|Mesityl oxide
1230|Methanol
1231|Methyl acetate
1233|Methylamyl acetate
1234|Methylal
1235|Methylamine, aqueous solution
1237|Methyl butyrate
1238|Methyl chloroformate
1239|Methyl chloromethyl ether
1242|Methyldichlorosilane
1243|Methyl formate
1244|Methylhydrazine
1245|Methyl isobutyl ketone
1246|Methyl isopropenyl ketone, stabilized
1247|Methyl methacrylate monomer, stabilized
1248|Methyl propionate
1249|Methyl propyl ketone
1250|Methyltrichlorosilane
1251|Methyl vinyl ketone, stabilized
1259|Nickel carbonyl
1261|Nitromethane
1262|Octanes
1263|Paint including paint, lacquer, enamel, stain, shellac solutions, varnish, polish, liquid filler, and liquid lacquer base or Paint related material including paint thinning, drying, removing, or reducing compound
1264|Paraldehyde
1265|Pentanes
1266|Perfumery products with flammable solvents
1267|Petroleum crude oil
1268|Petroleum distillates, n.o.s. or Petroleum products, n.o.s.
1272|Pine oil
1274|n-Propanol or Propyl alcohol, normal
1275|Propionaldehyde
1276|n-Propyl acetate
1277|Propylamine
1278|1-Chloropropane
1279|1,2-Dichloropropane
1280|Propylene oxide
1281|Propyl formates
1282|Pyridine
1286|Rosin oil
1287|Rubber solution
1288|Shale oil
1289|Sodium methylate solutions in alcohol
1292|Tetraethyl silicate
1293|Tinctures, medicinal
1294|Toluene
1295|Trichlorosilane
1296|Triethylamine
1297|Trimethylamine, aqueous solutions with not more than 50 percent trimethylamine by mass
1298|Trimethylchlorosilane
1299|Turpentine
1300|Turpentine substitute
1301|Vinyl acetate, stabilized
1302|Vinyl ethyl ether, stabilized
1303|Vinylidene chloride, stabilized
1304|Vinyl isobutyl ether, stabilized
1305|Vinyltrichlorosilane
1306|Wood preservatives, liquid
1307|Xylenes
1308|Zirconium suspended in a liquid
1309|Aluminum powder, coated
1310|Ammonium picrate, wetted with not less than 10 percent water, by mass
1312|Borneol
1313|Calcium resinate
1314|Calcium resinate, fused
1318|Cobalt resinate, precipitated
1320|Dinitrophenol, wetted with not less than 15 percent water, by mass
1321|Dinitrophenolates, wetted with not less than 15 percent water, by mass
1322|Dinitroresorcinol, wetted with not less than 15 percent water, by mass
1323|Ferrocerium
1324|Films, nitrocellulose base, gelatine coated (except scrap)
1325|Flammable solids, organic, n.o.s.
1326|Hafnium powder, wetted with not less than 25 percent water (a visible excess of water must be present) (a) mechanically produced, particle size less than 53 microns; (b) chemically produced, particle size less than 840 microns
1328|Hexamethylenetetramine
1330|Manganese resinate
1331|Matches, strike anywhere
1332|Metaldehyde
1333|Cerium, slabs, ingots, or rods
1334|Naphthalene, crude or Naphthalene, refined
1336|Nitroguanidine, wetted or Picrite, wetted with not less than 20 percent water, by mass
1337|Nitrostarch, wetted with not less than 20 percent water, by mass
1338|Phosphorus, amorphous
1339|Phosphorus heptasulfide, free from yellow or white phosphorus
1340|Phosphorus pentasulfide, free from yellow or white phosphorus
1341|Phosphorus sesquisulfide, free from yellow or white phosphorus
1343|Phosphorus trisulfide, free from yellow or white phosphorus
1344|Trinitrophenol, wetted or Picric acid, wetted with not less than 30 percent water, by mass
1345|Rubber scrap or Rubber shoddy, powdered or granulated, not exceeding 840 microns and rubber content exceeding 45%
1346|Silicon powder, amorphous
1347|Silver picrate, wetted with not less than 30 percent water, by mass
1348|Sodium dinitro-o-cresolate, wetted with not less than 15 percent water, by mass
1349|Sodium picramate, wetted with not less than 20 percent water, by mass
1350|Sulfur
1352|Titanium powder, wetted with not less than 25 percent water (a visible excess of water must be present) (a) mechanically produced, particle size less than 53 microns; (b) chemically produced, particle size less than 840 microns
1353|Fibers or Fabrics impregnated with weakly nitrated nitrocellulose, n.o.s.
1354|Trinitrobenzene, wetted with not less than 30 percent water, by mass
1355|Trinitrobenzoic acid, wetted with not less than 30 percent water, by mass
1356|Trinitrotoluene, wetted or TNT, wetted with not less than 30 percent water, by mass
1357|Urea nitrate, wetted with not less than 20 percent water, by mass
1358|Zirconium powder, wetted with not less than 25 percent water (a visible excess of water must be present) (a) mechanically produced, particle size less than 53 microns; (b) chemically produced, particle size less than 840 microns
1360|Calcium phosphide
1361|Carbon, animal or vegetable origin
1362|Carbon, activated
1363|Copra
1364|Cotton waste, oily
1365|Cotton, wet
1369|p-Nitrosodimethylaniline
1372|Fibers, animal or Fibers, vegetable burnt, wet or damp
1373|Fibers or Fabrics, animal or vegetable or Synthetic, n.o.s. with animal or vegetable oil
1374|Fish meal, unstabilized or Fish scrap, unstabilized
1376|Iron oxide, spent, or Iron sponge, spent obtained from coal gas purification
1378|Metal catalyst, wetted with a visible excess of liquid
1379|Paper, unsaturated oil treated incompletely dried (including carbon paper)
1380|Pentaborane
1381|Phosphorus, white dry or Phosphorus, white, under water or Phosphorus white, in solution or Phosphorus, yellow dry or Phosphorus, yellow, under water or Phosphorus, yellow, in solution
1382|Potassium sulfide, anhydrous or Potassium sulfide with less than 30 percent water of crystallization
1383|Pyrophoric metals, n.o.s., or Pyrophoric alloys, n.o.s.
1384|Sodium dithionite or Sodium hydrosulfite
1385|Sodium sulfide, anhydrous or Sodium sulfide with less than 30 percent water of crystallization
1386|Seed cake, containing vegetable oil solvent extractions and expelled seeds, with not more than 10 percent of oil and when the amount of moisture is higher than 11 percent, with not more than 20 percent of oil and moisture combined or Seed cake with more than 1.5 percent oil and not more than 11 percent moisture
1387|Wool waste, wet
1389|Alkali metal amalgam, liquid
1390|Alkali metal amides
1391|Alkali metal dispersions, or Alkaline earth metal dispersions
1392|Alkaline earth metal amalgams, liquid
1393|Alkaline earth metal alloys, n.o.s.
1394|Aluminum carbide
1395|Aluminum ferrosilicon powder
1396|Aluminum powder, uncoated
1397|Aluminum phosphide
1398|Aluminum silicon powder, uncoated
1400|Barium
1401|Calcium
1402|Calcium carbide
1403|Calcium cyanamide with more than 0.1 percent of calcium carbide
1404|Calcium hydride
1405|Calcium silicide
1407|Cesium or Caesium
1408|Ferrosilicon, with 30 percent or more but less than 90 percent silicon
1409|Metal hydrides, water reactive, n.o.s.
1410|Lithium aluminum hydride
1411|Lithium aluminum hydride, ethereal
1413|Lithium borohydride
1414|Lithium hydride
1415|Lithium
1417|Lithium silicon
1418|Magnesium, powder or Magnesium alloys, powder
1419|Magnesium aluminum phosphide
1420|Potassium, metal alloys, liquid
1421|Alkali metal alloys, liquid, n.o.s.
1422|Potassium sodium alloys, liquid
1423|Rubidium
1426|Sodium borohydride
1427|Sodium hydride
1428|Sodium
1431|Sodium methylate
1432|Sodium phosphide
1433|Stannic phosphide
1435|Zinc ashes
1436|Zinc powder or Zinc dust
1437|Zirconium hydride
1438|Aluminum nitrate
1439|Ammonium dichromate
1442|Ammonium perchlorate
1444|Ammonium persulfate
1445|Barium chlorate, solid
1446|Barium nitrate
1447|Barium perchlorate, solid
1448|Barium permanganate
1449|Barium peroxide
1450|Bromates, inorganic, n.o.s.
1451|Cesium nitrate or Caesium nitrate
1452|Calcium chlorate
1453|Calcium chlorite
1454|Calcium nitrate
1455|Calcium perchlorate
1456|Calcium permanganate
1457|Calcium peroxide
1458|Chlorate and borate mixtures
1459|Chlorate and magnesium chloride mixtures, solid
1461|Chlorates, inorganic, n.o.s.
1462|Chlorites, inorganic, n.o.s.
1463|Chromium trioxide, anhydrous
1465|Didymium nitrate
1466|Ferric nitrate
1467|Guanidine nitrate
1469|Lead nitrate
1470|Lead perchlorate, solid
1471|Lithium hypochlorite, dry or Lithium hypochlorite mixture
1472|Lithium peroxide
1473|Magnesium bromate
1474|Magnesium nitrate
1475|Magnesium perchlorate
1476|Magnesium peroxide
1477|Nitrates, inorganic, n.o.s.
1479|Oxidizing solid, n.o.s.
1481|Perchlorates, inorganic, n.o.s.
1482|Permanganates, inorganic, n.o.s.
1483|Peroxides, inorganic, n.o.s.
1484|Potassium bromate
1485|Potassium chlorate
1486|Potassium nitrate
1487|Potassium nitrate and sodium nitrite mixtures
1488|Potassium nitrite
1489|Potassium perchlorate
1490|Potassium permanganate
1491|Potassium peroxide
1492|Potassium persulfate
1493|Silver nitrate
1494|Sodium bromate
1495|Sodium chlorate
1496|Sodium chlorite
1498|Sodium nitrate
1499|Sodium nitrate and potassium nitrate mixtures
1500|Sodium nitrite
1502|Sodium perchlorate
1503|Sodium permanganate
1504|Sodium peroxide
1505|Sodium persulfate
1506|Strontium chlorate
1507|Strontium nitrate
1508|Strontium perchlorate
1509|Strontium peroxide
1510|Tetranitromethane
1511|Urea hydrogen peroxide
1512|Zinc ammonium nitrite
1513|Zinc chlorate
1514|Zinc nitrate
1515|Zinc permanganate
1516|Zinc peroxide
1517|Zirconium picramate, wetted with not less than 20 percent water, by mass
1541|Acetone cyanohydrin, stabilized
1544|Alkaloids, solid, n.o.s. or Alkaloid salts, solid, n.o.s. poisonous
1545|Allyl isothiocyanate, stabilized
1546|Ammonium arsenate
1547|Aniline
1548|Aniline hydrochloride
1549|Antimony compounds, inorganic, solid, n.o.s.
1550|Antimony lactate
1551|Antimony potassium tartrate
1553|Arsenic acid, liquid
1554|Arsenic acid, solid
1555|Arsenic bromide
1556|Arsenic compounds, liquid, n.o.s. inorganic, including arsenates, n.o.s.; arsenites, n.o.s.; arsenic sulfides, n.o.s.; and organic compounds of arsenic, n.o.s.
1557|Arsenic compounds, solid, n.o.s. inorganic, including arsenates, n.o.s.; arsenites, n.o.s.; arsenic sulfides, n.o.s.; and organic compounds of arsenic, n.o.s.
1558|Arsenic
1559|Arsenic pentoxide
1560|Arsenic trichloride
1561|Arsenic trioxide
1562|Arsenical dust
1564|Barium compounds, n.o.s.
1565|Barium cyanide
1566|Beryllium compounds, n.o.s.
1567|Beryllium, powder
1569|Bromoacetone
1570|Brucine
1571|Barium azide, wetted with not less than 50 percent water, by mass
1572|Cacodylic acid
1573|Calcium arsenate
1574|Calcium arsenate and calcium arsenite, mixtures, solid
1575|Calcium cyanide
1577|Chlorodinitrobenzenes, liquid
1578|Chloronitrobenzenes solid
1579|4-Chloro-o-toluidine hydrochloride, solid
1580|Chloropicrin
1581|Chloropicrin and methyl bromide mixtures
1582|Chloropicrin and methyl chloride mixtures
1583|Chloropicrin mixtures, n.o.s.
1585|Copper acetoarsenite
1586|Copper arsenite
1587|Copper cyanide
1588|Cyanides, inorganic, solid, n.o.s.
1589|Cyanogen chloride, stabilized
1590|Dichloroanilines, liquid
1591|o-Dichlorobenzene
1593|Dichloromethane
1594|Diethyl sulfate
1595|Dimethyl sulfate
1596|Dinitroanilines
1597|Dinitrobenzenes, liquid
1598|Dinitro-o-cresol
1599|Dinitrophenol solutions
1600|Dinitrotoluenes, molten
1601|Disinfectants, solid, toxic, n.o.s.
1602|Dyes, liquid, toxic, n.o.s. or Dye intermediates, liquid, toxic, n.o.s.
1603|Ethyl bromoacetate
1604|Ethylenediamine
1605|Ethylene dibromide
1606|Ferric arsenate
1607|Ferric arsenite
1608|Ferrous arsenate
1611|Hexaethyl tetraphosphate, solid or Hexaethyl tetraphosphate, liquid
1612|Hexaethyl tetraphosphate and compressed gas mixtures
1613|Hydrocyanic acid, aqueous solutions or Hydrogen cyanide, aqueous solutions with not more than 20 percent hydrogen cyanide
1614|Hydrogen cyanide, stabilized, with less than 3 percent water and absorbed in a porous inert material
1616|Lead acetate
1617|Lead arsenates
1618|Lead arsenites
1620|Lead cyanide
1621|London purple
1622|Magnesium arsenate
1623|Mercuric arsenate
1624|Mercuric chloride
1625|Mercuric nitrate
1626|Mercuric potassium cyanide
1627|Mercurous nitrate
1629|Mercury acetate
1630|Mercury ammonium chloride
1631|Mercury benzoate
1634|Mercury bromides
1636|Mercury cyanide
1637|Mercury gluconate
1638|Mercury iodide
1639|Mercury nucleate
1640|Mercury oleate
1641|Mercury oxide
1642|Mercury oxycyanide, desensitized
1643|Mercury potassium iodide
1644|Mercury salicylate
1645|Mercury sulfates
1646|Mercury thiocyanate
1647|Methyl bromide and ethylene dibromide mixtures, liquid
1648|Acetonitrile
1649|Motor fuel anti-knock mixtures
1650|beta-Naphthylamine, solid
1651|Naphthylthiourea
1652|Naphthylurea
1653|Nickel cyanide
1654|Nicotine
1655|Nicotine compounds, solid, n.o.s. or Nicotine preparations, solid, n.o.s.
1656|Nicotine hydrochloride or Nicotine hydrochloride solution
1657|Nicotine salicylate
1658|Nicotine sulfate solution
1659|Nicotine tartrate
1660|Nitric oxide, compressed
1661|Nitroanilines (o-; m-; p-;)
1662|Nitrobenzene
1663|Nitrophenols (o-; m-; p-;)
1664|Nitrotoluenes, liquid
1665|Nitroxylenes, liquid
1669|Pentachloroethane
1670|Perchloromethyl mercaptan
1671|Phenol, solid
1672|Phenylcarbylamine chloride
1673|Phenylenediamines (o-, m-, p-)
1674|Phenylmercuric acetate
1677|Potassium arsenate
1678|Potassium arsenite
1679|Potassium cuprocyanide
1680|Potassium cyanide, solid
1683|Silver arsenite
1684|Silver cyanide
1685|Sodium arsenate
1686|Sodium arsenite, aqueous solutions
1687|Sodium azide
1688|Sodium cacodylate
1689|Sodium cyanide, solid
1690|Sodium fluoride, solid
1691|Strontium arsenite
1692|Strychnine or Strychnine salts
1693|Tear gas substances, liquid, n.o.s. or Tear gas substances, solid, n.o.s.
1694|Bromobenzyl cyanides, liquid
1695|Chloroacetone, stabilized
1697|Chloroacetophenone, solid, (CN)
1698|Diphenylamine chloroarsine
1699|Diphenylchloroarsine, liquid
1700|Tear gas candles
1701|Xylyl bromide, liquid
1702|1,1,2,2-Tetrachloroethane
1704|Tetraethyl dithiopyrophosphate
1707|Thallium compounds, n.o.s.
1708|Toluidines liquid
1709|2,4-Toluylenediamine, solid or 2,4-Toluenediamine, solid
1710|Trichloroethylene
1711|Xylidines, liquid
1712|Zinc arsenate or Zinc arsenite or Zinc arsenate and zinc arsenite mixtures
1713|Zinc cyanide
1714|Zinc phosphide
1715|Acetic anhydride
1716|Acetyl bromide
1717|Acetyl chloride
1718|Butyl acid phosphate
1719|Caustic alkali liquids, n.o.s.
1722|Allyl chloroformate
1723|Allyl iodide
1724|Allyltrichlorosilane, stabilized
1725|Aluminum bromide, anhydrous
1726|Aluminum chloride, anhydrous
1727|Ammonium hydrogendifluoride, solid
1728|Amyltrichlorosilane
1729|Anisoyl chloride
1730|Antimony pentachloride, liquid
1731|Antimony pentachloride, solutions
1732|Antimony pentafluoride
1733|Antimony trichloride, solid or Antimony trichloride, liquid
1736|Benzoyl chloride
1737|Benzyl bromide
1738|Benzyl chloride
1739|Benzyl chloroformate
1740|Hydrogendifluorides, solid, n.o.s.
1741|Boron trichloride
1742|Boron trifluoride acetic acid complex, liquid
1743|Boron trifluoride propionic acid complex, liquid
1744|Bromine or Bromine solutions
1745|Bromine pentafluoride
1746|Bromine trifluoride
1747|Butyltrichlorosilane
1748|Calcium hypochlorite, dry or Calcium hypochlorite mixtures dry with more than 39 percent available chlorine (8.8 percent available oxygen)
1749|Chlorine trifluoride
1750|Chloroacetic acid, solution
1751|Chloroacetic acid, solid
1752|Chloroacetyl chloride
1753|Chlorophenyltrichlorosilane
1754|Chlorosulfonic acid (with or without sulfur trioxide)
1755|Chromic acid solution
1756|Chromic fluoride, solid
1757|Chromic fluoride, solution
1758|Chromium oxychloride
1759|Corrosive solids, n.o.s.
1760|Corrosive liquids, n.o.s.
1761|Cupriethylenediamine solution
1762|Cyclohexenyltrichlorosilane
1763|Cyclohexyltrichlorosilane
1764|Dichloroacetic acid
1765|Dichloroacetyl chloride
1766|Dichlorophenyltrichlorosilane
1767|Diethyldichlorosilane
1768|Difluorophosphoric acid, anhydrous
1769|Diphenyldichlorosilane
1770|Diphenylmethyl bromide
1771|Dodecyltrichlorosilane
1773|Ferric chloride, anhydrous
1774|Fire extinguisher charges, corrosive liquid
1775|Fluoroboric acid
1776|Fluorophosphoric acid anhydrous
1777|Fluorosulfonic acid
1778|Fluorosilicic acid
1779|Formic acid with more than 85% acid by mass
1780|Fumaryl chloride
1781|Hexadecyltrichlorosilane
1782|Hexafluorophosphoric acid
1783|Hexamethylenediamine solution
1784|Hexyltrichlorosilane
1786|Hydrofluoric acid and Sulfuric acid mixtures
1787|Hydriodic acid
1788|Hydrobromic acid
1789|Hydrochloric acid
1790|Hydrofluoric acid
1791|Hypochlorite solutions
1792|Iodine monochloride
1793|Isopropyl acid phosphate
1794|Lead sulfate with more than 3 percent free acid
1796|Nitrating acid mixtures
1798|Nitrohydrochloric acid
1799|Nonyltrichlorosilane
1800|Octadecyltrichlorosilane
1801|Octyltrichlorosilane
1802|Perchloric acid with not more than 50 percent acid by mass
1803|Phenolsulfonic acid, liquid
1804|Phenyltrichlorosilane
1805|Phosphoric acid solution
1806|Phosphorus pentachloride
1807|Phosphorus pentoxide
1808|Phosphorus tribromide
1809|Phosphorus trichloride
1810|Phosphorus oxychloride
1811|Potassium hydrogendifluoride, solid
1812|Potassium fluoride, solid
1813|Potassium hydroxide, solid
1814|Potassium hydroxide, solution
1815|Propionyl chloride
1816|Propyltrichlorosilane
1817|Pyrosulfuryl chloride
1818|Silicon tetrachloride
1819|Sodium aluminate, solution
1823|Sodium hydroxide, solid
1824|Sodium hydroxide solution
1825|Sodium monoxide
1826|Nitrating acid mixtures, spent
1827|Stannic chloride, anhydrous
1828|Sulfur chlorides
1829|Sulfur trioxide, stabilized
1830|Sulfuric acid with more than 51 percent acid
1831|Sulfuric acid, fuming
1832|Sulfuric acid, spent
1833|Sulfurous acid
1834|Sulfuryl chloride
1835|Tetramethylammonium hydroxide solution
1836|Thionyl chloride
1837|Thiophosphoryl chloride
1838|Titanium tetrachloride
1839|Trichloroacetic acid
1840|Zinc chloride, solution
1841|Acetaldehyde ammonia
1843|Ammonium dinitro-o-cresolate, solid
1845|Carbon dioxide, solid or Dry ice
1846|Carbon tetrachloride
1847|Potassium sulfide, hydrated with not less than 30 percent water of crystallization
1848|Propionic acid with not less than 10% and less than 90% acid by mass
1849|Sodium sulfide, hydrated with not less than 30 percent water
1851|Medicine, liquid, toxic, n.o.s.
1854|Barium alloys, pyrophoric
1855|Calcium, pyrophoric or Calcium alloys, pyrophoric
1856|Rags, oily
1857|Textile waste, wet
1858|Hexafluoropropylene compressed or Refrigerant gas R 1216
1859|Silicon tetrafluoride
1860|Vinyl fluoride, stabilized
1862|Ethyl crotonate
1863|Fuel, aviation, turbine engine
1865|n-Propyl nitrate
1866|Resin solution, flammable
1868|Decaborane
1869|Magnesium or Magnesium alloys with more than 50 percent magnesium in pellets, turnings or ribbons
1870|Potassium borohydride
1871|Titanium hydride
1872|Lead dioxide
1873|Perchloric acid with more than 50 percent but not more than 72 percent acid, by mass
1884|Barium oxide
1885|Benzidine
1886|Benzylidene chloride
1887|Bromochloromethane
1888|Chloroform
1889|Cyanogen bromide
1891|Ethyl bromide
1892|Ethyldichloroarsine
1894|Phenylmercuric hydroxide
1895|Phenylmercuric nitrate
1897|Tetrachloroethylene
1898|Acetyl iodide
1902|Diisooctyl acid phosphate
1903|Disinfectants, liquid, corrosive, n.o.s.
1905|Selenic acid
1906|Sludge, acid
1907|Soda lime with more than 4 percent sodium hydroxide
1908|Chlorite solution
1910|Calcium oxide
1911|Diborane
1912|Methyl chloride and methylene chloride mixtures
1913|Neon, refrigerated liquid (cryogenic liquid)
1914|Butyl propionates
1915|Cyclohexanone
1916|2,2'-Dichlorodiethyl ether
1917|Ethyl acrylate, stabilized
1918|Isopropylbenzene
1919|Methyl acrylate, stabilized
1920|Nonanes
1921|Propyleneimine, stabilized
1922|Pyrrolidine
1923|Calcium dithionite or Calcium hydrosulfite
1928|Methyl magnesium bromide, in ethyl ether
1929|Potassium dithionite or Potassium hydrosulfite
1931|Zinc dithionite or Zinc hydrosulfite
1932|Zirconium scrap
1935|Cyanide solutions, n.o.s.
1938|Bromoacetic acid solution
1939|Phosphorus oxybromide
1940|Thioglycolic acid
1941|Dibromodifluoromethane, R12B2
1942|Ammonium nitrate, with not more than 0.2% total combustible material, including any organic substance, calculated as carbon to the exclusion of any other added substance
1944|Matches, safety (book, card or strike on box)
1945|Matches, wax, Vesta
1950|Aerosols
1951|Argon, refrigerated liquid (cryogenic liquid)
1952|Ethylene oxide and carbon dioxide mixtures with not more than 9 percent ethylene oxide
1953|Compressed gas, toxic, flammable, n.o.s.
1954|Compressed gas, flammable, n.o.s.
1955|Compressed gas, toxic, n.o.s.
1956|Compressed gas, n.o.s.
1957|Deuterium, compressed
1958|1,2-Dichloro-1,1,2,2-tetrafluoroethane or Refrigerant gas R 114
1959|1,1-Difluoroethylene or Refrigerant gas R 1132a
1961|Ethane, refrigerated liquid
1962|Ethylene
1963|Helium, refrigerated liquid (cryogenic liquid)
1964|Hydrocarbon gas mixture, compressed, n.o.s.
1965|Hydrocarbon gas mixture, liquefied, n.o.s.
1966|Hydrogen, refrigerated liquid (cryogenic liquid)
1967|Insecticide gases, toxic, n.o.s.
1968|Insecticide gases, n.o.s.
1969|Isobutane
1970|Krypton, refrigerated liquid (cryogenic liquid)
1971|Methane, compressed or Natural gas, compressed (with high methane content)
1972|Methane, refrigerated liquid (cryogenic liquid) or Natural gas, refrigerated liquid (cryogenic liquid), with high methane content
1973|Chlorodifluoromethane and chloropentafluoroethane mixture or Refrigerant gas R 502 with fixed boiling point, with approximately 49 percent chlorodifluoromethane
1974|Chlorodifluorobromomethane or Refrigerant gas R 12B1
1975|Nitric oxide and dinitrogen tetroxide mixtures or Nitric oxide and nitrogen dioxide mixtures
1976|Octafluorocyclobutane, or Refrigerant gas RC 318
1977|Nitrogen, refrigerated liquid (cryogenic liquid)
1978|Propane
1982|Tetrafluoromethane or Refrigerant gas R 14
1983|1-Chloro-2,2,2-trifluoroethane or Refrigerant gas R 133a
1984|Trifluoromethane or Refrigerant gas R 23
1986|Alcohols, flammable, toxic, n.o.s.
1987|Alcohols, n.o.s.
1988|Aldehydes, flammable, toxic, n.o.s.
1989|Aldehydes, n.o.s.
1990|Benzaldehyde
1991|Chloroprene, stabilized
1992|Flammable liquids, toxic, n.o.s.
1993|Flammable liquids, n.o.s.
1994|Iron pentacarbonyl
1999|Tars, liquid including road oils and cutback bitumens
2000|Celluloid, in block, rods, rolls, sheets, tubes, etc., except scrap
2001|Cobalt naphthenates, powder
2002|Celluloid, scrap
2004|Magnesium diamide
2006|Plastics, nitrocellulose-based, self-heating, n.o.s.
2008|Zirconium powder, dry
2009|Zirconium, dry, finished sheets, strip or coiled wire
2010|Magnesium hydride
2011|Magnesium phosphide
2012|Potassium phosphide
2013|Strontium phosphide
2014|Hydrogen peroxide, aqueous solutions with not less than 20 percent but not more than 60 percent hydrogen peroxide (stabilized as necessary)
2015|Hydrogen peroxide, stabilized or Hydrogen peroxide aqueous solutions, stabilized with more than 60 percent hydrogen peroxide
2016|Ammunition, toxic, non-explosive, without burster or expelling charge, non-fuzed
2017|Ammunition, tear-producing, non-explosive, without burster or expelling charge, non-fuzed
2018|Chloroanilines, solid
2019|Chloroanilines, liquid
2020|Chlorophenols, solid
2021|Chlorophenols, liquid
2022|Cresylic acid
2023|Epichlorohydrin
2024|Mercury compounds, liquid, n.o.s.
2025|Mercury compounds, solid, n.o.s.
2026|Phenylmercuric compounds, n.o.s.
2027|Sodium arsenite, solid
2028|Bombs, smoke, non-explosive, with corrosive liquid, without initiating device
2029|Hydrazine, anhydrous
2030|Hydrazine, aqueous solutions, with more than 37% hydrazine, by mass
2031|Nitric acid other than red fuming
2032|Nitric acid, red fuming
2033|Potassium monoxide
2034|Hydrogen and Methane mixtures, compressed
2035|1,1,1-Trifluoroethane, or Refrigerant gas R 143a
2036|Xenon, compressed
2037|Receptacles, small, containing gas or Gas cartridges, without release device, not refillable and not exceeding 1 L capacity
2038|Dinitrotoluenes, liquid
2044|2,2-Dimethylpropane
2045|Isobutyraldehyde or Isobutyl aldehyde
2046|Cymenes
2047|Dichloropropenes
2048|Dicyclopentadiene
2049|Diethylbenzene
2050|Diisobutylene, isomeric compounds
2051|2-Dimethylaminoethanol
2052|Dipentene
2053|Methyl isobutyl carbinol
2054|Morpholine
2055|Styrene monomer, stabilized
2056|Tetrahydrofuran
2057|Tripropylene
2058|Valeraldehyde
2059|Nitrocellulose, solution, flammable with not more than 12.6 percent nitrogen, by mass, and not more than 55 percent nitrocellulose
2067|Ammonium nitrate based fertilizer
2071|Ammonium nitrate based fertilizer
2073|Ammonia solution, relative density less than 0.880 at 15 degrees C in water, with more than 35 percent but not more than 50 percent ammonia
2074|Acrylamide, solid
2075|Chloral, anhydrous, stabilized
2076|Cresols, liquid
2077|alpha-Naphthylamine
2078|Toluene diisocyanate
2079|Diethylenetriamine
2186|Hydrogen chloride, refrigerated liquid
2187|Carbon dioxide, refrigerated liquid
2188|Arsine
2189|Dichlorosilane
2190|Oxygen difluoride, compressed
2191|Sulfuryl fluoride
2192|Germane
2193|Hexafluoroethane, or Refrigerant gas R116
2194|Selenium hexafluoride
2195|Tellurium hexafluoride
2196|Tungsten hexafluoride
2197|Hydrogen iodide, anhydrous
2198|Phosphorus pentafluoride
2199|Phosphine
2200|Propadiene, stabilized
2201|Nitrous oxide, refrigerated liquid
2202|Hydrogen selenide, anhydrous
2203|Silane
2204|Carbonyl sulfide
2205|Adiponitrile
2206|Isocyanates, toxic, n.o.s. or Isocyanate solutions, toxic, n.o.s., flash point more than 61 degrees C and boiling point less than 300 degrees C
2208|Calcium hypochlorite mixtures, dry, with more than 10 percent but not more than 39 percent available chlorine
2209|Formaldehyde solutions, with not less than 25 percent formaldehyde
2210|Maneb or Maneb preparations with not less than 60 percent maneb
2211|Polymeric beads, expandable, evolving flammable vapor
2212|Blue asbestos (Crocidolite) or Brown asbestos (amosite, mysorite)
2213|Paraformaldehyde
2214|Phthalic anhydride with more than .05 percent maleic anhydride
2215|Maleic anhydride or Maleic anhydride, molten
2216|Fish meal, stabilized or Fish scrap, stabilized
2217|Seed cake with not more than 1.5 percent oil and not more than 11 percent moisture
2218|Acrylic acid, stabilized
2219|Allyl glycidyl ether
2222|Anisole
2224|Benzonitrile
2225|Benzene sulfonyl chloride
2226|Benzotrichloride
2227|n-Butyl methacrylate, stabilized
2232|2-Chloroethanal
2233|Chloroanisidines
2234|Chlorobenzotrifluorides
2235|Chlorobenzyl chlorides, liquid
2236|3-Chloro-4-methylphenyl isocyanate, liquid
2237|Chloronitroanilines
2238|Chlorotoluenes
2239|Chlorotoluidines, solid
2240|Chromosulfuric acid
2241|Cycloheptane
2242|Cycloheptene
2243|Cyclohexyl acetate
2244|Cyclopentanol
2245|Cyclopentanone
2246|Cyclopentene
2247|n-Decane
2248|Di-n-butylamine
2249|Dichlorodimethyl ether, symmetrical
2250|Dichlorophenyl isocyanates
2251|Bicyclo [2,2,1] hepta-2,5-diene, stabilized or 2,5-Norbornadiene, stabilized
2252|1,2-Dimethoxyethane
2253|N,N-Dimethylaniline
2254|Matches, fusee
2256|Cyclohexene
2257|Potassium
2258|1,2-Propylenediamine
2259|Triethylenetetramine
2260|Tripropylamine
2261|Xylenols, solid
2262|Dimethylcarbamoyl chloride
2263|Dimethylcyclohexanes
2264|N,N-Dimethylcyclohexylamine
2265|N,N-Dimethylformamide
2266|Dimethyl-N-propylamine
2267|Dimethyl thiophosphoryl chloride
2269|3,3'-Iminodipropylamine
2270|Ethylamine, aqueous solution with not less than 50 percent but not more than 70 percent ethylamine
2271|Ethyl amyl ketone
2272|N-Ethylaniline
2273|2-Ethylaniline
2274|N-Ethyl-N-benzylaniline
2275|2-Ethylbutanol
2276|2-Ethylhexylamine
2277|Ethyl methacrylate, stabilized
2278|n-Heptene
2279|Hexachlorobutadiene
2280|Hexamethylenediamine, solid
2281|Hexamethylene diisocyanate
2282|Hexanols
2283|Isobutyl methacrylate, stabilized
2284|Isobutyronitrile
2285|Isocyanatobenzotrifluorides
2286|Pentamethylheptane
2287|Isoheptenes
2288|Isohexenes
2289|Isophoronediamine
2290|Isophorone diisocyanate
2291|Lead compounds, soluble, n.o.s.
2293|4-Methoxy-4-methylpentan-2-one
2294|N-Methylaniline
2295|Methyl chloroacetate
2296|Methylcyclohexane
2297|Methylcyclohexanone
2298|Methylcyclopentane
2299|Methyl dichloroacetate
2300|2-Methyl-5-ethylpyridine
2301|2-Methylfuran
2302|5-Methylhexan-2-one
2303|Isopropenylbenzene
2304|Naphthalene, molten
2305|Nitrobenzenesulfonic acid
2306|Nitrobenzotrifluorides, liquid
2307|3-Nitro-4-chlorobenzotrifluoride
2308|Nitrosylsulfuric acid, liquid
2309|Octadiene
2310|Pentane-2,4-dione
2311|Phenetidines
2312|Phenol, molten
2313|Picolines
2315|Polychlorinated biphenyls, liquid
2316|Sodium cuprocyanide, solid
2317|Sodium cuprocyanide, solution
2318|Sodium hydrosulfide, with less than 25 percent water of crystallization
2319|Terpene hydrocarbons, n.o.s.
2320|Tetraethylenepentamine
2321|Trichlorobenzenes, liquid
2322|Trichlorobutene
2323|Triethyl phosphite
2324|Triisobutylene
2325|1,3,5-Trimethylbenzene
2326|Trimethylcyclohexylamine
2327|Trimethylhexamethylenediamines
2328|Trimethylhexamethylene diisocyanate
2329|Trimethyl phosphite
2330|Undecane
2331|Zinc chloride, anhydrous
2332|Acetaldehyde oxime
2333|Allyl acetate
2334|Allylamine
2335|Allyl ethyl ether
2336|Allyl formate
2337|Phenyl mercaptan
2338|Benzotrifluoride
2339|2-Bromobutane
2340|2-Bromoethyl ethyl ether
2341|1-Bromo-3-methylbutane
2342|Bromomethylpropanes
2343|2-Bromopentane
2344|Bromopropanes
2345|3-Bromopropyne
2346|Butanedione
2347|Butyl mercaptan
2348|Butyl acrylates, stabilized
2350|Butyl methyl ether
2351|Butyl nitrites
2352|Butyl vinyl ether, stabilized
2353|Butyryl chloride
2354|Chloromethyl ethyl ether
2356|2-Chloropropane
2357|Cyclohexylamine
2358|Cyclooctatetraene
2359|Diallylamine
2360|Diallylether
2361|Diisobutylamine
2362|1,1-Dichloroethane
2363|Ethyl mercaptan
2364|n-Propyl benzene
2366|Diethyl carbonate
2367|alpha-Methylvaleraldehyde
2368|alpha-Pinene
2370|1-Hexene
2371|Isopentenes
2372|1,2-Di-(dimethylamino)ethane
2373|Diethoxymethane
2374|3,3-Diethoxypropene
2375|Diethyl sulfide
2376|2,3-Dihydropyran
2377|1,1-Dimethoxyethane
2378|2-Dimethylaminoacetonitrile
2379|1,3-Dimethylbutylamine
2380|Dimethyldiethoxysilane
2381|Dimethyl disulfide
2382|Dimethylhydrazine, symmetrical
2383|Dipropylamine
2384|Di-n-propyl ether
2385|Ethyl isobutyrate
2386|1-Ethylpiperidine
2387|Fluorobenzene
2388|Fluorotoluenes
2389|Furan
2390|2-Iodobutane
2391|Iodomethylpropanes
2392|Iodopropanes
2393|Isobutyl formate
2394|Isobutyl propionate
2395|Isobutyryl chloride
2396|Methacrylaldehyde, stabilized
2397|3-Methylbutan-2-one
2398|Methyl tert-butyl ether
2399|1-Methylpiperidine
2400|Methyl isovalerate
2401|Piperidine
2402|Propanethiols
2403|Isopropenyl acetate
2404|Propionitrile
2405|Isopropyl butyrate
2406|Isopropyl isobutyrate
2407|Isopropyl chloroformate
2409|Isopropyl propionate
2410|1,2,3,6-Tetrahydropyridine
2411|Butyronitrile
2412|Tetrahydrothiophene
2413|Tetrapropylorthotitanate
2414|Thiophene
2416|Trimethyl borate
2417|Carbonyl fluoride
2418|Sulfur tetrafluoride
2419|Bromotrifluoroethylene
2420|Hexafluoroacetone
2421|Nitrogen trioxide
2422|Octafluorobut-2-ene or Refrigerant gas R 1318
2424|Octafluoropropane or Refrigerant gas R 218
2426|Ammonium nitrate, liquid (hot concentrated solution)
2427|Potassium chlorate, aqueous solution
2428|Sodium chlorate, aqueous solution
2429|Calcium chlorate aqueous solution
2430|Alkylphenols, solid, n.o.s. (including C2-C12 homologues)
2431|Anisidines
2432|N,N-Diethylaniline
2433|Chloronitrotoluenes, liquid
2434|Dibenzyldichlorosilane
2435|Ethylphenyldichlorosilane
2436|Thioacetic acid
2437|Methylphenyldichlorosilane
2438|Trimethylacetyl chloride
2439|Sodium hydrogendifluoride
2440|Stannic chloride pentahydrate
2441|Titanium trichloride, pyrophoric or Titanium trichloride mixtures, pyrophoric
2442|Trichloroacetyl chloride
2443|Vanadium oxytrichloride
2444|Vanadium tetrachloride
2446|Nitrocresols, solid
2447|Phosphorus white, molten
2448|Sulfur, molten
2451|Nitrogen trifluoride
2452|Ethylacetylene, stabilized
2453|Ethyl fluoride or Refrigerant gas R161
2454|Methyl fluoride, or Refrigerant gas R 41
2456|2-Chloropropene
2457|2,3-Dimethylbutane
2458|Hexadienes
2459|2-Methyl-1-butene
2460|2-Methyl-2-butene
2461|Methylpentadienes
2463|Aluminum hydride
2464|Beryllium nitrate
2465|Dichloroisocyanuric acid, dry or Dichloroisocyanuric acid salts
2466|Potassium superoxide
2468|Trichloroisocyanuric acid, dry
2469|Zinc bromate
2470|Phenylacetonitrile, liquid
2471|Osmium tetroxide
2473|Sodium arsanilate
2474|Thiophosgene
2475|Vanadium trichloride
2477|Methyl isothiocyanate
2478|Isocyanates, flammable, toxic, n.o.s. or Isocyanate solutions, flammable, toxic, n.o.s. flash point less than 23 degrees C
2480|Methyl isocyanate
2481|Ethyl isocyanate
2482|n-Propyl isocyanate
2483|Isopropyl isocyanate
2484|tert-Butyl isocyanate
2485|n-Butyl isocyanate
2486|Isobutyl isocyanate
2487|Phenyl isocyanate
2488|Cyclohexyl isocyanate
2490|Dichloroisopropyl ether
2491|Ethanolamine or Ethanolamine solutions
2493|Hexamethyleneimine
2495|Iodine pentafluoride
2496|Propionic anhydride
2498|1,2,3,6-Tetrahydrobenzaldehyde
2501|Tris-(1-aziridinyl)phosphine oxide, solution
2502|Valeryl chloride
2503|Zirconium tetrachloride
2504|Tetrabromoethane
2505|Ammonium fluoride
2506|Ammonium hydrogen sulfate
2507|Chloroplatinic acid, solid
2508|Molybdenum pentachloride
2509|Potassium hydrogen sulfate
2511|2-Chloropropionic acid
2512|Aminophenols (o-; m-; p-)
2513|Bromoacetyl bromide
2514|Bromobenzene
2515|Bromoform
2516|Carbon tetrabromide
2517|1-Chloro-1,1-difluoroethane or Refrigerant gas R 142b
2518|1,5,9-Cyclododecatriene
2520|Cyclooctadienes
2521|Diketene, stabilized
2522|2-Dimethylaminoethyl methacrylate
2524|Ethyl orthoformate
2525|Ethyl oxalate
2526|Furfurylamine
2527|Isobutyl acrylate, stabilized
2528|Isobutyl isobutyrate
2529|Isobutyric acid
2531|Methacrylic acid, stabilized
2533|Methyl trichloroacetate
2534|Methylchlorosilane
2535|4-Methylmorpholine or n-methylmorpholine
2536|Methyltetrahydrofuran
2538|Nitronaphthalene
2541|Terpinolene
2542|Tributylamine
2545|Hafnium powder, dry
2546|Titanium powder, dry
2547|Sodium superoxide
2548|Chlorine pentafluoride
2552|Hexafluoroacetone hydrate, liquid
2554|Methyl allyl chloride
2555|Nitrocellulose with water with not less than 25 percent water, by mass
2556|Nitrocellulose with alcohol with not less than 25 percent alcohol by mass, and with not more than 12.6 percent nitrogen, by dry mass
2557|Nitrocellulose, with not more than 12.6 percent nitrogen, by dry mass mixture with or without plasticizer, with or without pigment
2558|Epibromohydrin
2560|2-Methylpentan-2-ol
2561|3-Methyl-1-butene
2564|Trichloroacetic acid, solution
2565|Dicyclohexylamine
2567|Sodium pentachlorophenate
2570|Cadmium compounds
2571|Alkylsulfuric acids
2572|Phenylhydrazine
2573|Thallium chlorate
2574|Tricresyl phosphate with more than 3 percent ortho isomer
2576|Phosphorus oxybromide, molten
2577|Phenylacetyl chloride
2578|Phosphorus trioxide
2579|Piperazine
2580|Aluminum bromide, solution
2581|Aluminum chloride, solution
2582|Ferric chloride, solution
2583|Alkyl sulfonic acids, solid or Aryl sulfonic acids, solid, with more than 5 percent free sulfuric acid
2584|Alkyl sulfonic acids, liquid or Aryl sulfonic acids, liquid with more than 5 percent free sulfuric acid
2585|Alkyl sulfonic acids, solid or Aryl sulfonic acids, solid with not more than 5 percent free sulfuric acid
2586|Alkyl sulfonic acids, liquid or Aryl sulfonic acids, liquid with not more than 5 percent free sulfuric acid
2587|Benzoquinone
2588|Pesticides, solid, toxic, n.o.s.
2589|Vinyl chloroacetate
2590|White asbestos (chrysotile, actinolite, anthophyllite, tremolite)
2591|Xenon, refrigerated liquid (cryogenic liquids)
2599|Chlorotrifluoromethane and trifluoromethane azeotropic mixture or Refrigerant gas R 503 with approximately 60 percent chlorotrifluoromethane
2601|Cyclobutane
2602|Dichlorodifluoromethane and difluoroethane azeotropic mixture or Refrigerant gas R 500 with approximately 74 percent dichlorodifluoromethane
2603|Cycloheptatriene
2604|Boron trifluoride diethyl etherate
2605|Methoxymethyl isocyanate
2606|Methyl orthosilicate
2607|Acrolein dimer, stabilized
2608|Nitropropanes
2609|Triallyl borate
2610|Triallylamine
2611|Propylene chlorohydrin
2612|Methyl propyl ether
2614|Methallyl alcohol
2615|Ethyl propyl ether
2616|Triisopropyl borate
2617|Methylcyclohexanols, flammable
2618|Vinyltoluenes, stabilized
2619|Benzyldimethylamine
2620|Amyl butyrates
2621|Acetyl methyl carbinol
2622|Glycidaldehyde
2623|Firelighters, solid with flammable liquid
2624|Magnesium silicide
2626|Chloric acid aqueous solution, with not more than 10 percent chloric acid
2627|Nitrites, inorganic, n.o.s.
2628|Potassium fluoroacetate
2629|Sodium fluoroacetate
2630|Selenates or Selenites
2642|Fluoroacetic acid
2643|Methyl bromoacetate
2644|Methyl iodide
2645|Phenacyl bromide
2646|Hexachlorocyclopentadiene
2647|Malononitrile
2648|1,2-Dibromobutan-3-one
2649|1,3-Dichloroacetone
2650|1,1-Dichloro-1-nitroethane
2651|4,4'-Diaminodiphenyl methane
2653|Benzyl iodide
2655|Potassium fluorosilicate
2656|Quinoline
2657|Selenium disulfide
2659|Sodium chloroacetate
2660|Nitrotoluidines (mono)
2661|Hexachloroacetone
2664|Dibromomethane
2667|Butyltoluenes
2668|Chloroacetonitrile
2669|Chlorocresols solution
2670|Cyanuric chloride
2671|Aminopyridines (o-; m-; p-)
2672|Ammonia solutions, relative density between 0.880 and 0.957 at 15 degrees C in water, with more than 10 percent but not more than 35 percent ammonia
2673|2-Amino-4-chlorophenol
2674|Sodium fluorosilicate
2676|Stibine
2677|Rubidium hydroxide solution
2678|Rubidium hydroxide
2679|Lithium hydroxide, solution
2680|Lithium hydroxide
2681|Caesium hydroxide solution
2682|Caesium hydroxide
2683|Ammonium sulfide solution
2684|3-Diethylamino-propylamine
2685|N,N-Diethylethylenediamine
2686|2-Diethylaminoethanol
2687|Dicyclohexylammonium nitrite
2688|1-Bromo-3-chloropropane
2689|Glycerol alpha-monochlorohydrin
2690|N-n-Butyl imidazole
2691|Phosphorus pentabromide
2692|Boron tribromide
2693|Bisulfites, aqueous solutions, n.o.s.
2698|Tetrahydrophthalic anhydrides with more than 0.05 percent of maleic anhydride
2699|Trifluoroacetic acid
2705|1-Pentol
2707|Dimethyldioxanes
2709|Butyl benzenes
2710|Dipropyl ketone
2713|Acridine
2714|Zinc resinate
2715|Aluminum resinate
2716|1,4-Butynediol
2717|Camphor, synthetic
2719|Barium bromate
2720|Chromium nitrate
2721|Copper chlorate
2722|Lithium nitrate
2723|Magnesium chlorate
2724|Manganese nitrate
2725|Nickel nitrate
2726|Nickel nitrite
2727|Thallium nitrate
2728|Zirconium nitrate
2729|Hexachlorobenzene
2730|Nitroanisole, liquid
2732|Nitrobromobenzenes, liquid
2733|Amines, flammable, corrosive, n.o.s. or Polyamines, flammable, corrosive, n.o.s.
2734|Amines, liquid, corrosive, flammable, n.o.s. or Polyamines, liquid, corrosive, flammable, n.o.s.
2735|Amines, liquid, corrosive, n.o.s. or Polyamines, liquid, corrosive, n.o.s.
2738|N-Butylaniline
2739|Butyric anhydride
2740|n-Propyl chloroformate
2741|Barium hypochlorite with more than 22 percent available chlorine
2742|Chloroformates, toxic, corrosive, flammable, n.o.s.
2743|n-Butyl chloroformate
2744|Cyclobutyl chloroformate
2745|Chloromethyl chloroformate
2746|Phenyl chloroformate
2747|tert-Butylcyclohexylchloroformate
2748|2-Ethylhexyl chloroformate
2749|Tetramethylsilane
2750|1,3-Dichloropropanol-2
2751|Diethylthiophosphoryl chloride
2752|1,2-Epoxy-3-ethoxypropane
2753|N-Ethylbenzyltoluidines liquid
2754|N-Ethyltoluidines
2757|Carbamate pesticides, solid, toxic
2758|Carbamate pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
2759|Arsenical pesticides, solid, toxic
2760|Arsenical pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
2761|Organochlorine pesticides, solid, toxic
2762|Organochlorine pesticides liquid, flammable, toxic, flash point less than 23 degrees C
2763|Triazine pesticides, solid, toxic
2764|Triazine pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
2771|Thiocarbamate pesticides, solid, toxic
2772|Thiocarbamate pesticide, liquid, flammable, toxic, flash point less than 23 degrees C
2775|Copper based pesticides, solid, toxic
2776|Copper based pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
2777|Mercury based pesticides, solid, toxic
2778|Mercury based pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
2779|Substituted nitrophenol pesticides, solid, toxic
2780|Substituted nitrophenol pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
2781|Bipyridilium pesticides, solid, toxic
2782|Bipyridilium pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
2783|Organophosphorus pesticides, solid, toxic
2784|Organophosphorus pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
2785|4-Thiapentanal
2786|Organotin pesticides, solid, toxic
2787|Organotin pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
2788|Organotin compounds, liquid, n.o.s.
2789|Acetic acid, glacial or Acetic acid solution, with more than 80 percent acid, by mass
2790|Acetic acid solution, with more than 10 percent and not more than 80 percent acid, by mass
2793|Ferrous metal borings or Ferrous metal shavings or Ferrous metal turnings or Ferrous metal cuttings in a form liable to self-heating
2794|Batteries, wet, filled with acid, electric storage
2795|Batteries, wet, filled with alkali, electric storage
2796|Sulfuric acid with not more than 51% acid or Battery fluid, acid
2797|Battery fluid, alkali
2798|Phenyl phosphorus dichloride
2799|Phenyl phosphorus thiodichloride
2800|Batteries, wet, non-spillable, electric storage
2801|Dyes, liquid, corrosive, n.o.s. or Dye intermediates, liquid, corrosive, n.o.s.
2802|Copper chloride
2803|Gallium
2805|Lithium hydride, fused solid
2806|Lithium nitride
2809|Mercury
2810|Toxic liquids, organic, n.o.s.
2811|Toxic solids, organic, n.o.s.
2812|Sodium aluminate, solid
2813|Water-reactive solid, n.o.s.
2814|Infectious substances, affecting humans
2815|N-Aminoethylpiperazine
2817|Ammonium hydrogendifluoride, solution
2818|Ammonium polysulfide, solution
2819|Amyl acid phosphate
2820|Butyric acid
2821|Phenol solutions
2822|2-Chloropyridine
2823|Crotonic acid, solid
2826|Ethyl chlorothioformate
2829|Caproic acid
2830|Lithium ferrosilicon
2831|1,1,1-Trichloroethane
2834|Phosphorous acid
2835|Sodium aluminum hydride
2837|Bisulfate, aqueous solution
2838|Vinyl butyrate, stabilized
2839|Aldol
2840|Butyraldoxime
2841|Di-n-amylamine
2842|Nitroethane
2844|Calcium manganese silicon
2845|Pyrophoric liquids, organic, n.o.s.
2846|Pyrophoric solids, organic, n.o.s.
2849|3-Chloropropanol-1
2850|Propylene tetramer
2851|Boron trifluoride dihydrate
2852|Dipicryl sulfide, wetted with not less than 10 percent water, by mass
2853|Magnesium fluorosilicate
2854|Ammonium fluorosilicate
2855|Zinc fluorosilicate
2856|Fluorosilicates, n.o.s.
2857|Refrigerating machines, containing non-flammable, non-toxic gases or ammonia solutions (UN2672)
2858|Zirconium, dry, coiled wire, finished metal sheets, strip (thinner than 254 microns but not thinner than 18 microns)
2859|Ammonium metavanadate
2861|Ammonium polyvanadate
2862|Vanadium pentoxide, non-fused form
2863|Sodium ammonium vanadate
2864|Potassium metavanadate
2865|Hydroxylamine sulfate
2869|Titanium trichloride mixtures
2870|Aluminum borohydride or Aluminum borohydride in devices
2871|Antimony powder
2872|Dibromochloropropane
2873|Dibutylaminoethanol
2874|Furfuryl alcohol
2875|Hexachlorophene
2876|Resorcinol
2878|Titanium sponge granules or Titanium sponge powders
2879|Selenium oxychloride
2880|Calcium hypochlorite, hydrated or Calcium hypochlorite, hydrated mixtures, with not less than 5.5 percent but not more than 16 percent water
2881|Metal catalyst, dry
2900|Infectious substances, affecting animals only
2901|Bromine chloride
2902|Pesticides, liquid, toxic, n.o.s.
2903|Pesticides, liquid, toxic, flammable, n.o.s. flash point not less than 23 degrees C
2904|Chlorophenolates, liquid or Phenolates, liquid
2905|Chlorophenolates, solid or Phenolates, solid
2907|Isosorbide dinitrate mixture with not less than 60 percent lactose, mannose, starch or calcium hydrogen phosphate
2908|Radioactive material, excepted package-empty packaging
2909|Radioactive material, excepted package-articles manufactured from natural uranium or depleted uranium or natural thorium
2910|Radioactive material, excepted package-limited quantity of material
2911|Radioactive material, excepted package-instruments or articles
2912|Radioactive material, low specific activity (LSA-I) non fissile or fissile-excepted
2913|Radioactive material, surface contaminated objects (SCO-I or SCO-II) non fissile or fissile-excepted
2915|Radioactive material, Type A package non-special form, non fissile or fissile-excepted
2916|Radioactive material, Type B(U) package non fissile or fissile-excepted
2917|Radioactive material, Type B(M) package non fissile or fissile-excepted
2919|Radioactive material, transported under special arrangement, non fissile or fissile excepted
2920|Corrosive liquids, flammable, n.o.s.
2921|Corrosive solids, flammable, n.o.s.
2922|Corrosive liquids, toxic, n.o.s.
2923|Corrosive solids, toxic, n.o.s.
2924|Flammable liquids, corrosive, n.o.s.
2925|Flammable solids, corrosive, organic, n.o.s.
2926|Flammable solids, toxic, organic, n.o.s.
2927|Toxic liquids, corrosive, organic, n.o.s.
2928|Toxic solids, corrosive, organic, n.o.s.
2929|Toxic liquids, flammable, organic, n.o.s.
2930|Toxic solids, flammable, organic, n.o.s.
2931|Vanadyl sulfate
2933|Methyl 2-chloropropionate
2934|Isopropyl 2-chloropropionate
2935|Ethyl 2-chloropropionate
2936|Thiolactic acid
2937|alpha-Methylbenzyl alcohol, liquid
2940|9-Phosphabicyclononanes or Cyclooctadiene phosphines
2941|Fluoroanilines
2942|2-Trifluoromethylaniline
2943|Tetrahydrofurfurylamine
2945|N-Methylbutylamine
2946|2-Amino-5-diethylaminopentane
2947|Isopropyl chloroacetate
2948|3-Trifluoromethylaniline
2949|Sodium hydrosulfide with not less than 25 percent water of crystallization
2950|Magnesium granules, coated, particle size not less than 149 microns
2956|5-tert-Butyl-2,4,6-trinitro-m-xylene or Musk xylene
2965|Boron trifluoride dimethyl etherate
2966|Thioglycol
2967|Sulfamic acid
2968|Maneb stabilized or Maneb preparations, stabilized against self-heating
2969|Castor beans or Castor meal or Castor pomace or Castor flake
2977|Radioactive material, uranium hexafluoride, fissile
2978|Radioactive material, uranium hexafluoride non fissile or fissile-excepted
2983|Ethylene oxide and propylene oxide mixtures, with not more than 30 percent ethylene oxide
2984|Hydrogen peroxide, aqueous solutions with not less than 8 percent but less than 20 percent hydrogen peroxide (stabilized as necessary)
2985|Chlorosilanes, flammable, corrosive, n.o.s.
2986|Chlorosilanes, corrosive, flammable, n.o.s.
2987|Chlorosilanes, corrosive, n.o.s.
2988|Chlorosilanes, water-reactive, flammable, corrosive, n.o.s.
2989|Lead phosphite, dibasic
2990|Life-saving appliances, self inflating
2991|Carbamate pesticides, liquid, toxic, flammable, flash point not less than 23 degrees C
2992|Carbamate pesticides, liquid, toxic
2993|Arsenical pesticides, liquid, toxic, flammable flash point not less than 23 degrees C
2994|Arsenical pesticides, liquid, toxic
2995|Organochlorine pesticides, liquid, toxic, flammable, flash point not less than 23 degrees C
2996|Organochlorine pesticides, liquid, toxic
2997|Triazine pesticides, liquid, toxic, flammable, flash point not less than 23 degrees C
2998|Triazine pesticides, liquid, toxic
3002|Phenyl urea pesticides, liquid, toxic
3005|Thiocarbamate pesticide, liquid, toxic, flammable, flash point not less than 23 degrees C
3006|Thiocarbamate pesticide, liquid, toxic
3009|Copper based pesticides, liquid, toxic, flammable flash point not less than 23 degrees C
3010|Copper based pesticides, liquid, toxic
3011|Mercury based pesticides, liquid, toxic, flammable, flash point not less than 23 degrees C
3012|Mercury based pesticides, liquid, toxic
3013|Substituted nitrophenol pesticides, liquid, toxic, flammable flash point not less than 23 degrees C
3014|Substituted nitrophenol pesticides, liquid, toxic
3015|Bipyridilium pesticides, liquid, toxic, flammable, flash point not less than 23 degrees C
3016|Bipyridilium pesticides, liquid, toxic
3017|Organophosphorus pesticides, liquid, toxic, flammable, flash point not less than 23 degrees C
3018|Organophosphorus pesticides, liquid, toxic
3019|Organotin pesticides, liquid, toxic, flammable, flash point not less than 23 degrees C
3020|Organotin pesticides, liquid, toxic
3021|Pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
3022|1,2-Butylene oxide, stabilized
3023|2-Methyl-2-heptanethiol
3024|Coumarin derivative pesticides, liquid, flammable, toxic, flash point less than 23 degrees C
3025|Coumarin derivative pesticides, liquid, toxic, flammable flash point not less than 23 degrees C
3026|Coumarin derivative pesticides, liquid, toxic
3027|Coumarin derivative pesticides, solid, toxic
3028|Batteries, dry, containing potassium hydroxide solid, electric, storage
3048|Aluminum phosphide pesticides
3054|Cyclohexyl mercaptan
3055|2-(2-Aminoethoxy) ethanol
3056|n-Heptaldehyde
3057|Trifluoroacetyl chloride
3064|Nitroglycerin, solution in alcohol, with more than 1 percent but not more than 5 percent nitroglycerin
3065|Alcoholic beverages
3066|Paint or Paint related material
3070|Ethylene oxide and dichlorodifluoromethane mixture, with not more than 12.5 percent ethylene oxide
3071|Mercaptans, liquid, toxic, flammable, n.o.s. or Mercaptan mixtures, liquid, toxic, flammable, n.o.s., flash point not less than 23 degrees C
3072|Life-saving appliances, not self inflating containing dangerous goods as equipment
3073|Vinylpyridines, stabilized
3077|Environmentally hazardous substances, solid, n.o.s.
3078|Cerium, turnings or gritty powder
3079|Methacrylonitrile, stabilized
3080|Isocyanates, toxic, flammable, n.o.s. or Isocyanate solutions, toxic, flammable, n.o.s., flash point not less than 23 degrees C but not more than 61 degrees C and boiling point less than 300 degrees C
3082|Environmentally hazardous substances, liquid, n.o.s.
3083|Perchloryl fluoride
3084|Corrosive solids, oxidizing, n.o.s.
3085|Oxidizing solid, corrosive, n.o.s.
3086|Toxic solids, oxidizing, n.o.s.
3087|Oxidizing solid, toxic, n.o.s.
3088|Self-heating solid, organic, n.o.s.
3089|Metal powders, flammable, n.o.s.
3090|Lithium metal batteries
3091|Lithium metal batteries contained in equipment or Lithium metal batteries packed with equipment
3092|1-Methoxy-2-propanol
3093|Corrosive liquids, oxidizing, n.o.s.
3094|Corrosive liquids, water-reactive, n.o.s.
3095|Corrosive solids, self-heating, n.o.s.
3096|Corrosive solids, water-reactive, n.o.s.
3097|Flammable solid, oxidizing, n.o.s.
3098|Oxidizing liquid, corrosive, n.o.s.
3099|Oxidizing liquid, toxic, n.o.s.
3100|Oxidizing solid, self-heating, n.o.s.
3101|Organic peroxide type B, liquid
3102|Organic peroxide type B, solid
3103|Organic peroxide type C, liquid
3104|Organic peroxide type C, solid
3105|Organic peroxide type D, liquid
3106|Organic peroxide type D, solid
3107|Organic peroxide type E, liquid
3108|Organic peroxide type E, solid
3109|Organic peroxide type F, liquid
3110|Organic peroxide type F, solid
3111|Organic peroxide type B, liquid, temperature controlled
3112|Organic peroxide type B, solid, temperature controlled
3113|Organic peroxide type C, liquid, temperature controlled
3114|Organic peroxide type C, solid, temperature controlled
3115|Organic peroxide type D, liquid, temperature controlled
3116|Organic peroxide type D, solid, temperature controlled
3117|Organic peroxide type E, liquid, temperature controlled
3118|Organic peroxide type E, solid, temperature controlled
3119|Organic peroxide type F, liquid, temperature controlled
3120|Organic peroxide type F, solid, temperature controlled
3121|Oxidizing solid, water-reactive, n.o.s.
3122|Toxic liquids, oxidizing, n.o.s.
3123|Toxic liquids, water-reactive, n.o.s.
3124|Toxic solids, self-heating, n.o.s.
3125|Toxic solids, water-reactive, n.o.s.
3126|Self-heating solid, corrosive, organic, n.o.s.
3127|Self-heating solid, oxidizing, n.o.s.
3128|Self-heating solid, toxic, organic, n.o.s.
3129|Water-reactive liquid, corrosive, n.o.s.
3130|Water-reactive liquid, toxic, n.o.s.
3131|Water-reactive solid, corrosive, n.o.s.
3132|Water-reactive solid, flammable, n.o.s.
3133|Water-reactive solid, oxidizing, n.o.s.
3134|Water-reactive solid, toxic, n.o.s.
3135|Water-reactive solid, self-heating, n.o.s.
3136|Trifluoromethane, refrigerated liquid
3137|Oxidizing solid, flammable, n.o.s.
3138|Ethylene, acetylene and propylene in mixture, refrigerated liquid with at least 71.5 percent ethylene with not more than 22.5 percent acetylene and not more than 6 percent propylene
3139|Oxidizing liquid, n.o.s.
3140|Alkaloids, liquid, n.o.s., or Alkaloid salts, liquid, n.o.s.
3141|Antimony compounds, inorganic, liquid, n.o.s.
3142|Disinfectants, liquid, toxic, n.o.s.
3143|Dyes, solid, toxic, n.o.s. or Dye intermediates, solid, toxic, n.o.s.
3144|Nicotine compounds, liquid, n.o.s. or Nicotine preparations, liquid, n.o.s.
3145|Alkylphenols, liquid, n.o.s. (including C2-C12 homologues)
3146|Organotin compounds, solid, n.o.s.
3147|Dyes, solid, corrosive, n.o.s. or Dye intermediates, solid, corrosive, n.o.s.
3148|Water-reactive liquid, n.o.s.
3149|Hydrogen peroxide and peroxyacetic acid mixtures, stabilized with acids, water and not more than 5 percent peroxyacetic acid
3150|Devices, small, hydrocarbon gas powered or Hydrocarbon gas refills for small devices with release device
3151|Polyhalogenated biphenyls, liquid or Polyhalogenated terphenyls liquid
3152|Polyhalogenated biphenyls, solid or Polyhalogenated terphenyls, solid
3153|Perfluoro(methyl vinyl ether)
3154|Perfluoro(ethyl vinyl ether)
3155|Pentachlorophenol
3156|Compressed gas, oxidizing, n.o.s.
3157|Liquefied gas, oxidizing, n.o.s.
3158|Gas, refrigerated liquid, n.o.s. (cryogenic liquid)
3159|1,1,1,2-Tetrafluoroethane or Refrigerant gas R 134a
3160|Liquefied gas, toxic, flammable, n.o.s.
3161|Liquefied gas, flammable, n.o.s.
3162|Liquefied gas, toxic, n.o.s.
3163|Liquefied gas, n.o.s.
3164|Articles, pressurized pneumatic or hydraulic containing non-flammable gas
3165|Aircraft hydraulic power unit fuel tank (containing a mixture of anhydrous hydrazine and monomethyl hydrazine) (M86 fuel)
3166|Engines, internal combustion, or Engines, fuel cell, flammable liquid or gas powered or Vehicle, flammable liquid or gas powered or Vehicle, fuel cell, flammable liquid or gas powered
3167|Gas sample, non-pressurized, flammable, n.o.s., not refrigerated liquid
3168|Gas sample, non-pressurized, toxic, flammable, n.o.s., not refrigerated liquid
3169|Gas sample, non-pressurized, toxic, n.o.s., not refrigerated liquid
3170|Aluminum smelting by-products or Aluminum remelting by-products
3171|Battery-powered vehicle or Battery-powered equipment
3172|Toxins, extracted from living sources, liquid, n.o.s. or Toxins, extracted from living sources, solid, n.o.s.
3174|Titanium disulphide
3175|Solids containing flammable liquid, n.o.s.
3176|Flammable solid, organic, molten, n.o.s.
3178|Flammable solid, inorganic, n.o.s.
3179|Flammable solid, toxic, inorganic, n.o.s.
3180|Flammable solid, corrosive, inorganic, n.o.s.
3181|Metal salts of organic compounds, flammable, n.o.s.
3182|Metal hydrides, flammable, n.o.s.
3183|Self-heating liquid, organic, n.o.s.
3184|Self-heating liquid, toxic, organic, n.o.s.
3185|Self-heating liquid, corrosive, organic, n.o.s.
3186|Self-heating liquid, inorganic, n.o.s.
3187|Self-heating liquid, toxic, inorganic, n.o.s.
3188|Self-heating liquid, corrosive, inorganic, n.o.s.
3189|Metal powder, self-heating, n.o.s.
3190|Self-heating solid, inorganic, n.o.s.
3191|Self-heating solid, toxic, inorganic, n.o.s.
3192|Self-heating solid, corrosive, inorganic, n.o.s.
3194|Pyrophoric liquid, inorganic, n.o.s.
3200|Pyrophoric solid, inorganic, n.o.s.
3205|Alkaline earth metal alcoholates, n.o.s.
3206|Alkali metal alcoholates, self-heating, corrosive, n.o.s.
3208|Metallic substance, water-reactive, n.o.s.
3209|Metallic substance, water-reactive, self-heating, n.o.s.
3210|Chlorates, inorganic, aqueous solution, n.o.s.
3211|Perchlorates, inorganic, aqueous solution, n.o.s.
3212|Hypochlorites, inorganic, n.o.s.
3213|Bromates, inorganic, aqueous solution, n.o.s.
3214|Permanganates, inorganic, aqueous solution, n.o.s.
3215|Persulfates, inorganic, n.o.s.
3216|Persulfates, inorganic, aqueous solution, n.o.s.
3218|Nitrates, inorganic, aqueous solution, n.o.s.
3219|Nitrites, inorganic, aqueous solution, n.o.s.
3220|Pentafluoroethane or Refrigerant gas R 125
3221|Self-reactive liquid type B
3222|Self-reactive solid type B
3223|Self-reactive liquid type C
3224|Self-reactive solid type C
3225|Self-reactive liquid type D
3226|Self-reactive solid type D
3227|Self-reactive liquid type E
3228|Self-reactive solid type E
3229|Self-reactive liquid type F
3230|Self-reactive solid type F
3231|Self-reactive liquid type B, temperature controlled
3232|Self-reactive solid type B, temperature controlled
3233|Self-reactive liquid type C, temperature controlled
3234|Self-reactive solid type C, temperature controlled
3235|Self-reactive liquid type D, temperature controlled
3236|Self-reactive solid type D, temperature controlled
3237|Self-reactive liquid type E, temperature controlled
3238|Self-reactive solid type E, temperature controlled
3239|Self-reactive liquid type F, temperature controlled
3240|Self-reactive solid type F, temperature controlled
3241|2-Bromo-2-nitropropane-1,3-diol
3242|Azodicarbonamide
3243|Solids containing toxic liquid, n.o.s.
3244|Solids containing corrosive liquid, n.o.s.
3246|Methanesulfonyl chloride
3247|Sodium peroxoborate, anhydrous
3248|Medicine, liquid, flammable, toxic, n.o.s.
3249|Medicine, solid, toxic, n.o.s.
3250|Chloroacetic acid, molten
3251|Isosorbide-5-mononitrate
3252|Difluoromethane or Refrigerant gas R 32
3253|Disodium trioxosilicate
3254|Tributylphosphane
3255|tert-Butyl hypochlorite
3256|Elevated temperature liquid, flammable, n.o.s., with flash point above 37.8 C, at or above its flash point
3257|Elevated temperature liquid, n.o.s., at or above 100 C and below its flash point (including molten metals, molten salts, etc.)
3258|Elevated temperature solid, n.o.s., at or above 240 C
3259|Amines, solid, corrosive, n.o.s., or Polyamines, solid, corrosive n.o.s.
3260|Corrosive solid, acidic, inorganic, n.o.s.
3261|Corrosive solid, acidic, organic, n.o.s.
3262|Corrosive solid, basic, inorganic, n.o.s.
3263|Corrosive solid, basic, organic, n.o.s.
3264|Corrosive liquid, acidic, inorganic, n.o.s.
3265|Corrosive liquid, acidic, organic, n.o.s.
3266|Corrosive liquid, basic, inorganic, n.o.s.
3267|Corrosive liquid, basic, organic, n.o.s.
3268|Air bag inflators, or Air bag modules, or Seat-belt pretensioners
3269|Polyester resin kit
3270|Nitrocellulose membrane filters, with not more than 12.6% nitrogen, by dry mass
3271|Ethers, n.o.s.
3272|Esters, n.o.s.
3273|Nitriles, flammable, toxic, n.o.s.
3274|Alcoholates solution, n.o.s., in alcohol
3275|Nitriles, toxic, flammable, n.o.s.
3276|Nitriles, liquid, toxic, n.o.s.
3277|Chloroformates, toxic, corrosive, n.o.s.
3278|Organophosphorus compound, liquid, toxic, n.o.s.
3279|Organophosphorus compound, toxic, flammable, n.o.s.
3280|Organoarsenic compound, liquid, n.o.s.
3281|Metal carbonyls, liquid, n.o.s.
3282|Organometallic compound, liquid, toxic, n.o.s.
3283|Selenium compound, solid, n.o.s.
3284|Tellurium compound, n.o.s.
3285|Vanadium compound, n.o.s.
3286|Flammable liquid, toxic, corrosive, n.o.s.
3287|Toxic liquid, inorganic, n.o.s.
3288|Toxic solid, inorganic, n.o.s.
3289|Toxic liquid, corrosive, inorganic, n.o.s.
3290|Toxic solid, corrosive, inorganic, n.o.s.
3291|Regulated medical waste, n.o.s. or Clinical waste, unspecified, n.o.s. or (BIO) Medical waste, n.o.s. or Biomedical waste, n.o.s., or Medical Waste n.o.s.
3292|Batteries, containing sodium or Cells, containing sodium
3293|Hydrazine, aqueous solution with not more than 37 percent hydrazine, by mass
3294|Hydrogen cyanide, solution in alcohol with not more than 45 percent hydrogen cyanide
3295|Hydrocarbons, liquid, n.o.s.
3296|Heptafluoropropane or Refrigerant gas R 227
3297|Ethylene oxide and chlorotetrafluoroethane mixture with not more than 8.8 percent ethylene oxide
3298|Ethylene oxide and pentafluoroethane mixture with not more than 7.9 percent ethylene oxide
3299|Ethylene oxide and tetrafluoroethane mixture with not more than 5.6 percent ethylene oxide
3300|Ethylene oxide and carbon dioxide mixture with more than 87 percent ethylene oxide
3301|Corrosive liquid, self-heating, n.o.s.
3302|2-Dimethylaminoethyl acrylate
3303|Compressed gas, toxic, oxidizing, n.o.s.
3304|Compressed gas, toxic, corrosive, n.o.s.
3305|Compressed gas, toxic, flammable, corrosive, n.o.s.
3306|Compressed gas, toxic, oxidizing, corrosive, n.o.s.
3307|Liquefied gas, toxic, oxidizing, n.o.s.
3308|Liquefied gas, toxic, corrosive, n.o.s.
3309|Liquefied gas, toxic, flammable, corrosive, n.o.s.
3310|Liquefied gas, toxic, oxidizing, corrosive, n.o.s.
3311|Gas, refrigerated liquid, oxidizing, n.o.s. (cryogenic liquid)
3312|Gas, refrigerated liquid, flammable, n.o.s. (cryogenic liquid)
3313|Organic pigments, self-heating
3314|Plastic molding compound in dough, sheet or extruded rope form evolving flammable vapor
3316|Chemical kits or First aid kits
3317|2-Amino-4,6-Dinitrophenol, wetted with not less than 20 percent water by mass
3318|Ammonia solution, relative density less than 0.880 at 15 degrees C in water, with more than 50 percent ammonia
3319|Nitroglycerin mixture, desensitized, solid, n.o.s. with more than 2 percent but not more than 10 percent nitroglycerin, by mass
3320|Sodium borohydride and sodium hydroxide solution, with not more than 12 percent sodium borohydride and not more than 40 percent sodium hydroxide by mass
3321|Radioactive material, low specific activity (LSA-II) non fissile or fissile-excepted
3322|Radioactive material, low specific activity (LSA-III) non fissile or fissile-excepted
3327|Radioactive material, Type A package, fissile non-special form
3328|Radioactive material, Type B(U) package, fissile
3329|Radioactive material, Type B(M) package, fissile
3331|Radioactive material, transported under special arrangement, fissile
3332|Radioactive material, Type A package, special form non fissile or fissile-excepted
3333|Radioactive material, Type A package, special form, fissile
3334|Aviation regulated liquid, n.o.s.
3335|Aviation regulated solid, n.o.s.
3336|Mercaptans, liquid, flammable, n.o.s. or Mercaptan mixture, liquid, flammable, n.o.s.
3337|Refrigerant gas R 404A
3338|Refrigerant gas R 407A
3339|Refrigerant gas R 407B
3340|Refrigerant gas R 407C
3341|Thiourea dioxide
3342|Xanthates
3343|Nitroglycerin mixture, desensitized, liquid, flammable, n.o.s. with not more than 30 percent nitroglycerin, by mass
3344|Pentaerythrite tetranitrate mixture, desensitized, solid, n.o.s. or Pentaerythritol tetranitrate mixture, desensitized, solid, n.o.s. or PETN mixture, desensitized, solid, n.o.s. with more than 10 percent but not more than 20 percent PETN, by mass
3345|Phenoxyacetic acid derivative pesticide, solid, toxic
3346|Phenoxyacetic acid derivative pesticide, liquid, flammable, toxic flash point less than 23 degrees C
3347|Phenoxyacetic acid derivative pesticide, liquid, toxic, flammable, flash point not less than 23 degrees C
3348|Phenoxyacetic acid derivative pesticide, liquid, toxic
3349|Pyrethroid pesticide, solid, toxic
3350|Pyrethroid pesticide, liquid, flammable, toxic, flash point less than 23 degrees C
3351|Pyrethroid pesticide, liquid, toxic, flammable, flash point not less than 23 degrees C
3352|Pyrethroid pesticide, liquid toxic
3354|Insecticide gases, flammable, n.o.s.
3355|Insecticide gases, toxic, flammable, n.o.s.
3356|Oxygen generator, chemical
3357|Nitroglycerin mixture, desensitized, liquid, n.o.s. with not more than 30% nitroglycerin, by mass
3358|Refrigerating machines, containing flammable, non-toxic, liquefied gas
3360|Fibers, vegetable, dry
3361|Chlorosilanes, toxic, corrosive, n.o.s.
3362|Chlorosilanes, toxic, corrosive, flammable, n.o.s.
3363|Dangerous goods in machinery or Dangerous goods in apparatus
3364|Trinitrophenol (picric acid), wetted, with not less than 10% water by mass
3365|Trinitrochlorobenzene (picryl chloride), wetted, with not less than 10% water by mass
3366|Trinitrotoluene (TNT), wetted, with not less than 10% water by mass
3367|Trinitrobenzene, wetted, with not less than 10% water by mass
3368|Trinitrobenzoic acid, wetted, with not less than 10% water by mass
3369|Sodium dinitro-o-cresolate, wetted, with not less than 10% water by mass
3370|Urea nitrate, wetted, with not less than 10% water by mass
3371|2-Methylbutanal
3373|Biological substance, Category B
3375|Ammonium nitrate emulsion or Ammonium nitrate suspension or Ammonium nitrate gel, intermediate for blasting explosives
3376|4-Nitrophenylhydrazine, with not less than 30% water, by mass
3377|Sodium perborate monohydrate
3378|Sodium carbonate peroxyhydrate
3379|Desensitized explosives, liquid, n.o.s.
3380|Desensitized explosives, solid, n.o.s.
3381|Toxic by inhalation liquid, n.o.s. with an LC50 lower than or equal to 200 ml/m3 and saturated vapor concentration greater than or equal to 500 LC50
3382|Toxic by inhalation liquid, n.o.s. with an LC50 lower than or equal to 1000 ml/m3 and saturated vapor concentration greater than or equal to 10 LC50
3383|Toxic by inhalation liquid, flammable, n.o.s. with an LC50 lower than or equal to 200 ml/m3 and saturated vapor concentration greater than or equal to 500 LC50
3384|Toxic by inhalation liquid, flammable, n.o.s. with an LC50 lower than or equal to 1000 ml/m3 and saturated vapor concentration greater than or equal to 10 LC50
3385|Toxic by inhalation liquid, water-reactive, n.o.s. with an LC50 lower than or equal to 200 ml/m3 and saturated vapor concentration greater than or equal to 500 LC50
3386|Toxic by inhalation liquid, water-reactive, n.o.s. with an LC50 lower than or equal to 1000 ml/m3 and saturated vapor concentration greater than or equal to 10 LC50
3387|Toxic by inhalation liquid, oxidizing, n.o.s. with an LC50 lower than or equal to 200 ml/m3 and saturated vapor concentration greater than or equal to 500 LC50
3388|Toxic by inhalation liquid, oxidizing, n.o.s. with an LC50 lower than or equal to 1000 ml/m3 and saturated vapor concentration greater than or equal to 10 LC50
3389|Toxic by inhalation liquid, corrosive, n.o.s. with an LC50 lower than or equal to 200 ml/m3 and saturated vapor concentration greater than or equal to 500 LC50
3390|Toxic by inhalation liquid, corrosive, n.o.s. with an LC50 lower than or equal to 1000 ml/m3 and saturated vapor concentration greater than or equal to 10 LC50
3391|Organometallic substance, solid, pyrophoric
3392|Organometallic substance, liquid, pyrophoric
3393|Organometallic substance, solid, pyrophoric, water-reactive
3394|Organometallic substance, liquid, pyrophoric, water-reactive
3395|Organometallic substance, solid, water-reactive
3396|Organometallic substance, solid, water-reactive, flammable
3397|Organometallic substance, solid, water-reactive, self-heating
3398|Organometallic substance, liquid, water-reactive
3399|Organometallic substance, liquid, water-reactive, flammable
3400|Organometallic substance, solid, self-heating
3401|Alkali metal amalgam, solid
3402|Alkaline earth metal amalgams, solid
3403|Potassium metal alloys, solid
3404|Potassium sodium alloys, solid
3405|Barium chlorate, solution
3406|Barium perchlorate, solution
3407|Chlorate and magnesium chloride mixture solution
3408|Lead perchlorate, solution
3409|Chloronitrobenzenes, liquid
3410|4-Chloro-o-toluidine hydrochloride, solution
3411|beta-Naphthylamine solution
3412|Formic acid with not less than 5% but not more than 85% acid by mass
3413|Potassium cyanide solution
3414|Sodium cyanide solution
3415|Sodium fluoride solution
3416|Chloroacetophenone, liquid, (CN)
3417|Xylyl bromide, solid
3418|2,4-Toluylenediamine solution or 2,4-Toluenediamine solution
3419|Boron trifluoride acetic acid complex, solid
3420|Boron trifluoride propionic acid complex, solid
3421|Potassium hydrogendifluoride solution
3422|Potassium fluoride solution
3423|Tetramethylammonium hydroxide, solid
3424|Ammonium dinitro-o-cresolate solution
3425|Bromoacetic acid, solid
3426|Acrylamide solution
3427|Chlorobenzyl chlorides, solid
3428|3-Chloro-4-methylphenyl isocyanate, solid
3429|Chlorotoluidines, liquid
3430|Xylenols, liquid
3431|Nitrobenzotrifluorides, solid
3432|Polychlorinated biphenyls, solid
3434|Nitrocresols, liquid
3436|Hexafluoroacetone hydrate, solid
3437|Chlorocresols, solid
3438|alpha-Methylbenzyl alcohol, solid
3439|Nitriles, solid, toxic, n.o.s.
3440|Selenium compound, liquid, n.o.s.
3441|Chlorodinitrobenzenes, solid
3442|Dichloroanilines, solid
3443|Dinitrobenzenes, solid
3444|Nicotine hydrochloride, solid
3445|Nicotine sulfate, solid
3446|Nitrotoluenes, solid
3447|Nitroxylenes, solid
3448|Tear gas substance, solid, n.o.s.
3449|Bromobenzyl cyanides, solid
3450|Diphenylchloroarsine, solid
3451|Toluidines, solid
3452|Xylidines, solid
3453|Phosphoric acid, solid
3454|Dinitrotoluenes, solid
3455|Cresols, solid
3456|Nitrosylsulphuric acid, solid
3457|Chloronitrotoluenes, solid
3458|Nitroanisoles, solid
3459|Nitrobromobenzenes, solid
3460|N-Ethylbenzyltoluidines, solid
3462|Toxins, extracted from living sources, solid, n.o.s.
3463|Propionic acid with not less than 90% acid by mass
3464|Organophosphorus compound, solid, toxic, n.o.s.
3465|Organoarsenic compound, solid, n.o.s.
3466|Metal carbonyls, solid, n.o.s.
3467|Organometallic compound, solid, toxic, n.o.s.
3468|Hydrogen in a metal hydride storage system or Hydrogen in a metal hydride storage system contained in equipment or Hydrogen in a metal hydride storage system packed with equipment
3469|Paint, flammable, corrosive (including paint, lacquer, enamel, stain, shellac, varnish, polish, liquid filler and liquid lacquer base) or Paint related material, flammable, corrosive (including paint thinning or reducing compound)
3470|Paint, corrosive, flammable (including paint, lacquer, enamel, stain, shellac solutions, varnish, polish, liquid filler, and liquid lacquer base) or Paint related material corrosive, flammable (including paint thinning or reducing compound)
3471|Hydrogendifluorides, solution, n.o.s.
3472|Crotonic acid, liquid
3473|Fuel cell cartridges or Fuel cell cartridges contained in equipment or Fuel cell cartridges packed with equipment, containing flammable liquids
3474|1-Hydroxybenzotriazole, monohydrate
3475|Ethanol and gasoline mixture or Ethanol and motor spirit mixture or Ethanol and petrol mixture, with more than 10% ethanol
3476|Fuel cell cartridges or Fuel cell cartridges contained in equipment or Fuel cell cartridges packed with equipment, containing water-reactive substances
3477|Fuel cell cartridges or Fuel cell cartridges contained in equipment or Fuel cell cartridges packed with equipment, containing corrosive substances
3478|Fuel cell cartridges or Fuel cell cartridges contained in equipment or Fuel cell cartridges packed with equipment, containing liquefied flammable gas
3479|Fuel cell cartridges or Fuel cell cartridges contained in equipment or Fuel cell cartridges packed with equipment, containing hydrogen in metal hydride
3480|Lithium ion batteries (including lithium ion polymer batteries)
3481|Lithium ion batteries contained in equipment or Lithium ion batteries packed with equipment (including lithium ion polymer batteries)
3482|Alkali metal dispersions, flammable or Alkaline earth metal dispersions, flammable
3483|Motor fuel anti-knock mixture, flammable
3484|Hydrazine aqueous solution, flammable with more than 37% hydrazine, by mass
3485|Calcium hypochlorite, dry, corrosive or Calcium hypochlorite mixtures, dry, corrosive with more than 39% available chlorine (8.8% available oxygen)
3486|Calcium hypochlorite mixture, dry, corrosive with more than 10% but not more than 39% available chlorine
3487|Calcium hypochlorite, hydrated, corrosive or Calcium hypochlorite, hydrated mixture, corrosive with not less than 5.5% but not more than 16% water
3488|Toxic by inhalation liquid, flammable, corrosive, n.o.s. with an LC50 lower than or equal to 200 ml/m3 and saturated vapor concentration greater than or equal to 500 LC50
3489|Toxic by inhalation liquid, flammable, corrosive, n.o.s. with an LC50 lower than or equal to 1000 ml/m3 and saturated vapor concentration greater than or equal to 10 LC50
3490|Toxic by inhalation liquid, water-reactive, flammable, n.o.s. with an LC50 lower than or equal to 200 ml/m3 and saturated vapor concentration greater than or equal to 500 LC50
3491|Toxic by inhalation liquid, water-reactive, flammable, n.o.s. with an LC50 lower than or equal to 1000 ml/m3 and saturated vapor concentration greater than or equal to 10 LC50
3494|Petroleum sour crude oil, flammable, toxic
3495|Iodine
3496|Batteries, nickel-metal hydride
3497|Krill meal
3498|Iodine monochloride, liquid
3499|Capacitor, electric double layer (with an energy storage capacity greater than 0.3Wh)
3500|Chemical under pressure, n.o.s.
3501|Chemical under pressure, flammable, n.o.s.
3502|Chemical under pressure, toxic, n.o.s.
3503|Chemical under pressure, corrosive, n.o.s.
3504|Chemical under pressure, flammable, toxic, n.o.s.
3505|Chemical under pressure, flammable, corrosive, n.o.s.
3506|Mercury contained in manufactured articles
3507|Uranium hexafluoride, radioactive material, excepted package, less than 0.1 kg per package, non-fissile or fissile-excepted
3508|Capacitor, asymmetric (with an energy storage capacity greater than 0.3 Wh)
3509|Packagings, discarded, empty, uncleaned
3510|Adsorbed gas, flammable, n.o.s.
3511|Adsorbed gas, n.o.s.
3512|Adsorbed gas, toxic, n.o.s.
3513|Adsorbed gas, oxidizing, n.o.s.
3514|Adsorbed gas, toxic, flammable, n.o.s.
3515|Adsorbed gas, toxic, oxidizing, n.o.s.
3516|Adsorbed gas, toxic, corrosive, n.o.s.
3517|Adsorbed gas, toxic, flammable, corrosive, n.o.s.
3518|Adsorbed gas, toxic, oxidizing, corrosive, n.o.s.
3519|Boron trifluoride, adsorbed
3520|Chlorine, adsorbed
3521|Silicon tetrafluoride, adsorbed
3522|Arsine, adsorbed
3523|Germane, adsorbed
3524|Phosphorus pentafluoride, adsorbed
3525|Phosphine, adsorbed
3526|Hydrogen selenide, adsorbed
3527|Polyester resin kit, solid base material
3528|Engine, internal combustion, flammable liquid powered or Engine, fuel cell, flammable liquid powered or Machinery, internal combustion, flammable liquid powered or Machinery, fuel cell, flammable liquid powered
3529|Engine, internal combustion, flammable gas powered or Engine, fuel cell, flammable gas powered or Machinery, internal combustion, flammable gas powered or Machinery, fuel cell, flammable gas powered
3530|Engine, internal combustion or Machinery, internal combustion
3531|Polymerizing substance, solid, stabilized, n.o.s.
3532|Polymerizing substance, liquid, stabilized, n.o.s.
3533|Polymerizing substance, solid, temperature controlled, n.o.s.
3534|Polymerizing substance, liquid, temperature controlled, n.o.s.
3535|Toxic solid, flammable, inorganic, n.o.s.
3536|Lithium batteries installed in cargo transport unit
3537|Articles containing flammable gas, n.o.s.
3538|Articles containing non-flammable, non-toxic gas, n.o.s.
3539|Articles containing toxic gas, n.o.s.
3540|Articles containing flammable liquid, n.o.s.
3541|Articles containing flammable solid, n.o.s.
3542|Articles containing a substance liable to spontaneous combustion, n.o.s.
3543|Articles containing a substance which emits flammable gas in contact with water, n.o.s.
3544|Articles containing oxidizing substance, n.o.s.
3545|Articles containing organic peroxide, n.o.s.
3546|Articles containing toxic substance, n.o.s.
3547|Articles containing corrosive substance, n.o.s.
3548|Articles containing miscellaneous dangerous goods, n.o.s.
3549|Medical waste, Category A, affecting humans, solid or Medical waste, Category A, affecting animals only, solid
3550|Cobalt dihydroxide powder, containing not less than 10% respirable particles
3551|Sodium ion batteries with organic electrolyte
3552|Sodium ion batteries contained in equipment or Sodium ion batteries packed with equipment, with organic electrolyte
3553|Disilane
3554|Gallium contained in manufactured articles
3555|Trifluoromethyltetrazole-sodium salt in acetone, with not less than 68% acetone, by mass
3556|Vehicle, lithium ion battery powered
3557|Vehicle, lithium metal battery powered
3558|Vehicle, sodium ion battery powered`;

let byNumber: Map<string, string> | undefined;

/** The proper shipping name of "UN1203"; undefined for a number the table does not hold. */
export function properShippingName(unNumber: string): string | undefined {
  if (!byNumber) {
    byNumber = new Map(
      UN_SHIPPING_NAME_LINES.split('\n').map((line) => {
        const bar = line.indexOf('|');
        return [`UN${line.slice(0, bar)}`, line.slice(bar + 1)] as const;
      }),
    );
  }
  return byNumber.get(unNumber);
}

/** Every UN number the table holds, for the test that keeps un-numbers.ts in step. */
export function shippingNameNumbers(): string[] {
  return UN_SHIPPING_NAME_LINES.split('\n').map((line) => `UN${line.slice(0, line.indexOf('|'))}`);
}
