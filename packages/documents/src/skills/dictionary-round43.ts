/**
 * The forty-third round (issue 23): well-known names the thirty-fourth blind set named and the dictionary lacked,
 * chosen by hand by their projects' or methods' own names (no external list copied or consulted). Format and markers
 * as in `dictionary.ts`. "Flower", an ordinary word, counts only as a list item or in a bracket beside its field
 * (`联邦学习（Flower）`).
 * Two-Tower Model (双塔) was tried and left out: named on 47 documents of sets 3–34, most often as one model in a
 * recommender's pipeline their labellers left optional or out (set 17 en P −0.012, set 30 en −0.008).
 */
export const SKILL_TABLE_ROUND43 = `
# Medical imaging and federated learning
OpenSlide | | openslide-python
~=Flower | | Flower framework, flwr

# Recommender and robotics fields
^Collaborative Filtering | ^协同过滤 |
Embodied AI | 具身智能 | embodied intelligence
`;
