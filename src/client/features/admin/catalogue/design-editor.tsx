import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import type {
  AdminCatalogue,
  AdminDesign,
  AdminDesignDetail,
  FilterOption,
} from "../../../../shared/catalogue-admin";
import { GROUP_LABELS, type FilterGroup } from "../../../../shared/filter";
import { useToast } from "../../../ui/toast";
import { DesignCard } from "../../products/design-card";
import { Button } from "../button";
import { useServerAction } from "../form-parts";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { ChangeList } from "./change-log";
import { DesignForm, EMPTY_DESIGN, type DesignValues } from "./design-form";
import { PhotoManager } from "./photo-manager";

const valuesOf = (d: AdminDesign): DesignValues => ({
  name: d.name,
  category: d.category,
  fabric: d.fabric,
  work: d.work,
  color: d.color,
  description: d.description,
  shown: !d.hidden,
});

interface Props {
  /** The design to edit, or "new" for the form that adds one. */
  id: number | "new";
  lists: Record<FilterGroup, FilterOption[]>;
  call: AdminCall;
  token: string | undefined;
  onCreated: (id: number) => void;
  onBack: () => void;
  /** A list changed from the form (a value added): the whole catalogue, as the list answers. */
  onCatalogue: (catalogue: AdminCatalogue) => void;
}

/** One design: its fields with a live preview of its card, its photos, and its changes. */
export function DesignEditor({ id, lists, call, token, onCreated, onBack, onCatalogue }: Props) {
  const [detail, setDetail] = useState<AdminDesignDetail | null>(null);
  const [values, setValues] = useState<DesignValues>(EMPTY_DESIGN);
  const [loadError, setLoadError] = useState("");
  const action = useServerAction();
  const toast = useToast();

  useEffect(() => {
    if (id === "new") return;
    void call<AdminDesignDetail>(`/designs/${id}`).then((r) => {
      if (!r.ok) return setLoadError(r.error);
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
      toast({ title: "Design added", description: "Now add its photos." });
      onCreated(result.data.design.id);
    } else {
      setDetail(result.data);
      toast({ title: "Design saved", description: `${result.data.design.name} is up to date.` });
    }
  };

  const addToList = async (group: FilterGroup, value: string) => {
    const result = await call<AdminCatalogue>(`/catalogue/lists/${group}`, { body: { value } });
    if (result.ok) {
      onCatalogue(result.data);
      toast({ title: "Added to the list", description: `${GROUP_LABELS[group].list}: ${value}` });
    } else toast({ title: "Not added", description: result.error, variant: "destructive" });
    return result.ok;
  };

  const preview = {
    id: 0,
    slug: "",
    ...values,
    photos: detail?.design.photos ?? [],
  };
  return (
    <section aria-label={id === "new" ? "New design" : "Design"}>
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to designs
      </Button>
      <h2 className="mt-4 text-2xl font-semibold text-maroon-800">
        {id === "new" ? "Add a design" : `Edit “${detail?.design.name ?? ""}”`}
      </h2>
      {loadError && <Notice error>{loadError}</Notice>}
      {id !== "new" && !detail && !loadError && <Notice>Loading the design…</Notice>}
      {(id === "new" || detail) && (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <DesignForm
            values={values}
            onChange={setValues}
            lists={lists}
            onSubmit={() => void save()}
            submitLabel={id === "new" ? "Add design" : "Save changes"}
            pending={action.pending}
            error={action.error}
            field={action.field}
            errorFor={action.errorFor}
            onAddToList={addToList}
          />
          <div>
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink/70">
              Preview on the website
            </h3>
            <div data-testid="card-preview" className="flex">
              <DesignCard design={preview} linked={false} />
            </div>
          </div>
        </div>
      )}
      {detail && (
        <>
          <PhotoManager detail={detail} call={call} token={token} onAnswer={setDetail} />
          <section aria-labelledby="design-changes" className="mt-10">
            <h3 id="design-changes" className="text-lg font-semibold text-maroon-800">
              Changes to this design
            </h3>
            <ChangeList changes={detail.changes} />
          </section>
        </>
      )}
    </section>
  );
}
