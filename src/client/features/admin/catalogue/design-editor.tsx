import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import type {
  AdminCatalogue,
  AdminDesign,
  AdminDesignDetail,
  FilterOption,
} from "../../../../shared/catalogue-admin";
import { groupLabels, type FilterGroup } from "../../../../shared/filter";
import { inLocale, m } from "../../../../shared/messages";
import { DesignCard } from "../../products/design-card";
import { Button } from "../button";
import { useServerAction } from "../form-parts";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { CATALOGUE_PROBLEMS } from "./catalogue-problems";
import { ChangeList } from "./change-log";
import { DesignForm, EMPTY_DESIGN, type DesignValues } from "./design-form";
import { PhotoManager } from "./photo-manager";
import { ReviewManager } from "./review-manager";
import { dataPart, withParts } from "./with-parts";

const valuesOf = (d: AdminDesign): DesignValues => ({
  name: d.name,
  category: d.category,
  fabric: d.fabric,
  work: d.work,
  color: d.color,
  description: d.description,
  nameHi: d.nameHi ?? "",
  descriptionHi: d.descriptionHi ?? "",
  shown: !d.hidden,
  featured: d.featured,
});

interface Props {
  /** The design to edit, or "new" for the form that adds one. */
  id: number | "new";
  lists: Record<FilterGroup, FilterOption[]>;
  /** Demo mode: the card's preview has the spec's five-star row, as the catalogue's cards do. */
  demoMode: boolean;
  call: AdminCall;
  token: string | undefined;
  onCreated: (id: number) => void;
  onBack: () => void;
  /** A list changed from the form (a value added): the whole catalogue, as the list answers. */
  onCatalogue: (catalogue: AdminCatalogue) => void;
}

/** One design: its fields with a live preview of its card, its photos, its reviews, its changes. */
export function DesignEditor({
  id,
  lists,
  demoMode,
  call,
  token,
  onCreated,
  onBack,
  onCatalogue,
}: Props) {
  const [detail, setDetail] = useState<AdminDesignDetail | null>(null);
  const [values, setValues] = useState<DesignValues>(EMPTY_DESIGN);
  const [loadError, setLoadError] = useState({ error: "", status: 0 });
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const labels = groupLabels(locale);
  const action = useServerAction({
    labels: {
      name: m.admin_catalogue_name({}, o),
      category: labels.category.field,
      fabric: labels.fabric.field,
      work: labels.work.field,
      color: labels.color.field,
      description: m.admin_catalogue_description({}, o),
      nameHi: m.admin_catalogue_name_hi({}, o),
      descriptionHi: m.admin_catalogue_description_hi({}, o),
    },
    known: CATALOGUE_PROBLEMS,
  });
  const toast = useAdminToast();
  const say = (problem: { error: string; status: number }) =>
    problemText(locale, problem, { known: CATALOGUE_PROBLEMS });

  useEffect(() => {
    if (id === "new") return;
    void call<AdminDesignDetail>(`/designs/${id}`).then((r) => {
      if (!r.ok) return setLoadError({ error: r.error, status: r.status });
      setDetail(r.data);
      setValues(valuesOf(r.data.design));
    });
  }, [id, call]);

  const save = async () => {
    const { shown, ...fields } = values;
    const body = { ...fields, hidden: !shown };
    const result = await action.run(() =>
      id === "new"
        ? call<AdminDesignDetail>("/designs", { body })
        : call<AdminDesignDetail>(`/designs/${id}`, { method: "PATCH", body }),
    );
    if (!result.ok) return;
    if (id === "new") {
      toast({
        title: m.admin_catalogue_toast_added_title({}, o),
        description: m.admin_catalogue_toast_added_description({}, o),
      });
      onCreated(result.data.design.id);
    } else {
      setDetail(result.data);
      toast({
        title: m.admin_catalogue_toast_saved_title({}, o),
        description: m.admin_catalogue_toast_saved_description(
          { name: result.data.design.name },
          o,
        ),
      });
    }
  };

  const addToList = async (group: FilterGroup, value: string) => {
    const result = await call<AdminCatalogue>(`/catalogue/lists/${group}`, { body: { value } });
    if (result.ok) {
      onCatalogue(result.data);
      toast({
        title: m.admin_catalogue_toast_listed_title({}, o),
        description: `${labels[group].list}: ${value}`,
      });
    } else
      toast({
        title: m.admin_catalogue_toast_not_added({}, o),
        description: say(result),
        variant: "destructive",
      });
    return result.ok;
  };

  const preview = {
    id: 0,
    slug: "",
    ...values,
    photos: detail?.design.photos ?? [],
  };
  return (
    <section
      aria-label={
        id === "new"
          ? m.admin_catalogue_new_design_label({}, o)
          : m.admin_catalogue_design_label({}, o)
      }
    >
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" /> {m.admin_catalogue_back({}, o)}
      </Button>
      <h2 className="mt-4 text-2xl font-semibold text-maroon-800">
        {id === "new"
          ? m.admin_catalogue_add_heading({}, o)
          : withParts((part) =>
              m.admin_catalogue_edit_heading(
                { name: dataPart(part)(detail?.design.name ?? "") },
                o,
              ),
            )}
      </h2>
      {loadError.error && <Notice error>{say(loadError)}</Notice>}
      {id !== "new" && !detail && !loadError.error && (
        <Notice>{m.admin_catalogue_loading_design({}, o)}</Notice>
      )}
      {(id === "new" || detail) && (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <DesignForm
            values={values}
            onChange={setValues}
            lists={lists}
            onSubmit={() => void save()}
            submitLabel={
              id === "new"
                ? m.admin_catalogue_add_design({}, o)
                : m.admin_catalogue_save_changes({}, o)
            }
            pending={action.pending}
            error={action.error}
            field={action.field}
            errorFor={action.errorFor}
            onAddToList={addToList}
          />
          <div>
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink/70">
              {m.admin_catalogue_preview_heading({}, o)}
            </h3>
            {locale !== "en" && (
              <p className="mb-2 text-sm text-ink/70">{m.admin_catalogue_preview_english({}, o)}</p>
            )}
            {/* The card as the English pages show it, which most visitors see: English on purpose. */}
            <div data-testid="card-preview" className="flex" lang="en">
              <DesignCard design={preview} stars={demoMode} linked={false} />
            </div>
          </div>
        </div>
      )}
      {detail && (
        <>
          <PhotoManager detail={detail} call={call} token={token} onAnswer={setDetail} />
          <ReviewManager
            designId={detail.design.id}
            call={call}
            onChanged={() =>
              // The change log says what was done to the reviews too.
              void call<AdminDesignDetail>(`/designs/${detail.design.id}`).then(
                (r) => r.ok && setDetail(r.data),
              )
            }
          />
          <section aria-labelledby="design-changes" className="mt-10">
            <h3 id="design-changes" className="text-lg font-semibold text-maroon-800">
              {m.admin_catalogue_design_changes({}, o)}
            </h3>
            <ChangeList changes={detail.changes} />
          </section>
        </>
      )}
    </section>
  );
}
